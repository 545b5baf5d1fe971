import { keyholderActivityEndpoint } from '@officina/contracts';
import { RecordActivity } from '../../../components/record-activity.tsx';
import { keyholderKeys } from '../../../lib/entities/keyholders.ts';

const fieldLabels: Record<string, string> = {
  title: 'Titolo',
  kind: 'Tipo',
  client_id: 'Cliente',
  project_id: 'Progetto',
  host: 'URL o host',
  port: 'Porta',
  username: 'Nome utente',
  expires_on: 'Scadenza',
  secret: 'Password',
  notes: 'Note',
};

/** Attività: who added or changed the credential and what (password and notes: only that they changed). */
export function KeyholderActivity({ id }: { id: number }) {
  return (
    <RecordActivity
      endpoint={keyholderActivityEndpoint}
      id={id}
      queryKey={keyholderKeys.activity}
      subject="la credenziale"
      fieldLabels={fieldLabels}
    />
  );
}
