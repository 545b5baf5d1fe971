import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatEuro } from '../../../lib/locale/format.ts';
import type { ProposedRowsChoice } from '../utils/accepted-rows.ts';

interface AcceptRowsOptionProps {
  /** Null while the rows load. */
  choice: ProposedRowsChoice | null;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}

/**
 * Moving to a won state: the contract bills only the accepted rows, so offer to accept the proposed
 * ones in the same change, with the imponibile the contract gets either way.
 */
export function AcceptRowsOption({ choice, checked, disabled, onChange }: AcceptRowsOptionProps) {
  if (!choice) return null;
  if (choice.proposed === 0) {
    if (choice.accepted > 0) return null;
    return (
      <Alert severity="warning">
        Nessuna riga accettata: il contratto avrà importo {formatEuro(0)}. Per fatturarle, segna le righe come
        «Accettata» nell’editor delle righe.
      </Alert>
    );
  }
  return (
    <Stack spacing={0.5}>
      <FormControlLabel
        control={
          <Checkbox
            checked={checked}
            onChange={(event) => onChange(event.target.checked)}
            disabled={disabled}
          />
        }
        label={`Segna come accettate le righe proposte (${choice.proposed})`}
      />
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        Imponibile del contratto:{' '}
        <strong>{formatEuro(checked ? choice.with_cents : choice.without_cents)}</strong> (con le righe
        proposte {formatEuro(choice.with_cents)} · senza {formatEuro(choice.without_cents)})
      </Typography>
    </Stack>
  );
}
