import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { paths } from '../lib/paths.ts';

interface GoneRecord {
  /** "Cliente non trovato o non più disponibile." */
  message: string;
  /** The list to go back to, and its button's label ("Torna ai clienti"). */
  to: string;
  label: string;
}

/** What each record's pages say when it is gone, and the list they lead back to. */
const gone = {
  client: {
    message: 'Cliente non trovato o non più disponibile.',
    to: paths.crmClients.build(),
    label: 'Torna ai clienti',
  },
  person: {
    message: 'Persona non trovata o non più disponibile.',
    to: paths.crmPersons.build(),
    label: 'Torna alle persone',
  },
  product: {
    message: 'Prodotto non trovato o non più disponibile.',
    to: paths.products.build(),
    label: 'Torna ai prodotti',
  },
  opportunity: {
    message: 'Opportunità non trovata o non più disponibile.',
    to: paths.opportunities.build(),
    label: 'Torna alle opportunità',
  },
  contract: {
    message: 'Contratto non trovato o non più disponibile.',
    to: paths.contracts.build(),
    label: 'Torna ai contratti',
  },
  project: {
    message: 'Progetto non trovato o non più disponibile.',
    to: paths.projects.build(),
    label: 'Torna ai progetti',
  },
  todo: {
    message: 'To-do non trovato o non più disponibile.',
    to: paths.todos.build(),
    label: 'Torna ai to-do',
  },
  external_link: {
    message: 'Link non trovato o non più disponibile.',
    to: paths.externalLinks.build(),
    label: 'Torna ai link',
  },
} satisfies Record<string, GoneRecord>;

export type RecordKind = keyof typeof gone;

/**
 * A record page whose record is gone (deleted, wrong address): says so, with the way back to its list
 * (`of` names a known record, or the texts are given).
 */
export function RecordNotFound(props: GoneRecord | { of: RecordKind }) {
  const { message, to, label } = 'of' in props ? gone[props.of] : props;
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
