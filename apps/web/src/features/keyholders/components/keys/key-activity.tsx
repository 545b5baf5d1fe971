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
