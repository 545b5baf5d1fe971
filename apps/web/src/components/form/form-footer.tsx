import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { strings } from '../../lib/strings.ts';

/** Where "Annulla" goes: a page's link, or a callback (a dialog closes, an editor navigates). */
export type FormCancel = { to: string } | { onClick: () => void };

interface FormFooterProps {
  cancel: FormCancel;
  /** "Salva modifiche", "Crea cliente"… */
  submitLabel: string;
  submitting: boolean;
  /** Inside a dialog the bar takes the dialog's paper colour. */
  inDialog?: boolean;
}

/** The bar under a form, kept in view while scrolling: "Annulla" and the submit button. */
export function FormFooter({ cancel, submitLabel, submitting, inDialog = false }: FormFooterProps) {
  return (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'flex-end',
        gap: 1.5,
        position: 'sticky',
        bottom: 0,
        py: 1.5,
        bgcolor: inDialog ? 'background.paper' : 'background.default',
        zIndex: 1,
      }}
    >
      {'to' in cancel ? (
        <Button component={RouterLink} to={cancel.to}>
          {strings.cancel}
        </Button>
      ) : (
        <Button onClick={cancel.onClick}>{strings.cancel}</Button>
      )}
      <Button type="submit" variant="contained" loading={submitting}>
        {submitLabel}
      </Button>
    </Box>
  );
}
