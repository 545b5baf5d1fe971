import { type KeyKind, keyActivityEndpoint, keyKindLabels } from '@officina/contracts';
import { RecordActivity } from '../../../../components/record-activity.tsx';
import { keyKeys } from '../../../../lib/entities/keys.ts';

const fieldLabels: Record<string, string> = {
  label: 'Nome',
  code: 'Codice',
  kind: 'Tipo',
  client_id: 'Cliente',
  project_id: 'Progetto',
  site: 'Sede / accesso',
  copies: 'Copie',
  notes: 'Note',
  // A check-out's and a check-in's entries.
  copy_no: 'Copia',
  holder_name: 'A chi',
  holder_user_id: 'Collega',
  holder_person_id: 'Persona',
  out_on: 'Consegnata il',
  due_on: 'Restituzione prevista',
  returned_on: 'Restituita il',
  note: 'Nota',
  out_note: 'Nota di consegna',
  in_note: 'Nota di restituzione',
};

const readValue = (field: string, value: unknown) =>
  field === 'kind' && typeof value === 'string' ? (keyKindLabels[value as KeyKind] ?? null) : null;

/** Attività: who added or changed the key and what, newest first. */
export function KeyActivity({ id }: { id: number }) {
  return (
    <RecordActivity
      endpoint={keyActivityEndpoint}
      id={id}
      queryKey={keyKeys.activity}
      subject="la chiave"
      fieldLabels={fieldLabels}
      formatValue={readValue}
    />
  );
}
