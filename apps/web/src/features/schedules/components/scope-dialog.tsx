import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { type SeriesScope, seriesScopeLabels, seriesScopes } from '@officina/contracts';
import { useId, useState } from 'react';
import { strings } from '../../../lib/strings.ts';

export type ScopeAction = 'save' | 'delete' | 'move';

const titles: Record<ScopeAction, string> = {
  save: 'Modifica di un appuntamento ricorrente',
  delete: 'Eliminazione di un appuntamento ricorrente',
  move: 'Spostamento di un appuntamento ricorrente',
};
const confirms: Record<ScopeAction, string> = { save: 'Salva', delete: 'Elimina', move: 'Sposta' };

interface ScopeDialogProps {
  action: ScopeAction;
  /** "Solo questo evento" makes no sense when the rule itself changed. */
  allowThis?: boolean;
  pending?: boolean;
  onChoose: (scope: SeriesScope) => void;
  onCancel: () => void;
}

/** "Solo questo evento / Questo e i successivi / Tutta la serie": which part of a series changes. */
export function ScopeDialog({
  action,
  allowThis = true,
  pending = false,
  onChoose,
  onCancel,
}: ScopeDialogProps) {
  const id = useId();
  const choices = seriesScopes.filter((scope) => allowThis || scope !== 'this');
  const [scope, setScope] = useState<SeriesScope>(choices[0] ?? 'all');
  return (
    <Dialog
      open
      onClose={pending ? undefined : onCancel}
      aria-labelledby={`${id}-title`}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={`${id}-title`}>{titles[action]}</DialogTitle>
      <DialogContent>
        <RadioGroup
          aria-labelledby={`${id}-title`}
          value={scope}
          onChange={(event) => setScope(event.target.value as SeriesScope)}
        >
          {choices.map((choice, index) => (
            <FormControlLabel
              key={choice}
              value={choice}
              control={<Radio autoFocus={index === 0} />}
              label={seriesScopeLabels[choice]}
            />
          ))}
        </RadioGroup>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={pending}>
          {strings.cancel}
        </Button>
        <Button
          variant="contained"
          color={action === 'delete' ? 'error' : 'primary'}
          loading={pending}
          onClick={() => onChoose(scope)}
        >
          {confirms[action]}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
