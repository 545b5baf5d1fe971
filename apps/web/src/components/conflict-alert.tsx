import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useEffect, useRef } from 'react';

interface ConflictAlertProps {
  /** "Il cliente", "La persona". */
  what: string;
  changedBy?: 'modificato' | 'modificata';
  reloading: boolean;
  onReload: () => void;
}

/** 409 on save: someone else saved the record meanwhile; nothing was overwritten. */
export function ConflictAlert({ what, changedBy = 'modificato', reloading, onReload }: ConflictAlertProps) {
  const ref = useRef<HTMLDivElement>(null);
  // The save button is at the bottom of a long form: bring the explanation into view. A block
  // body on purpose: Chromium's scrollIntoView returns a Promise, and an arrow returning it would
  // hand React a "cleanup" that is not a function — it threw on unmount (Ricarica, leaving).
  useEffect(() => {
    ref.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  }, []);
  return (
    <Alert
      ref={ref}
      severity="error"
      role="alert"
      action={
        <Button color="inherit" size="small" onClick={onReload} loading={reloading}>
          Ricarica
        </Button>
      }
    >
      <AlertTitle>
        {what} è stat{changedBy === 'modificata' ? 'a' : 'o'} {changedBy} da un altro utente
      </AlertTitle>
      Le tue modifiche non sono state salvate. Ricarica per vedere la versione attuale (le modifiche fatte qui
      andranno perse), poi ripeti le modifiche.
    </Alert>
  );
}
