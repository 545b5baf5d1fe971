import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';

interface RecordNotFoundProps {
  /** "Cliente non trovato o non più disponibile." */
  message: string;
  /** The list to go back to, and its button's label ("Torna ai clienti"). */
  to: string;
  label: string;
}

/** A record page whose record is gone (deleted, wrong address): says so, with the way back to its list. */
export function RecordNotFound({ message, to, label }: RecordNotFoundProps) {
  return (
    <Alert
      severity="error"
      action={
        <Button component={RouterLink} to={to} color="inherit" size="small">
          {label}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
