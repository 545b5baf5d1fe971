import { externalLinkActivityEndpoint } from '@officina/contracts';
import { RecordActivity } from '../../../components/record-activity.tsx';
import { externalLinkKeys } from '../../../lib/entities/external-links.ts';

const fieldLabels: Record<string, string> = {
  title: 'Titolo',
  url: 'Indirizzo',
  description: 'Descrizione',
  category_id: 'Categoria',
  client_id: 'Cliente',
  project_id: 'Progetto',
};

/** Attività: who added or changed the link and what (old → new, client and project linked), newest first. */
export function ExternalLinkActivity({ id }: { id: number }) {
  return (
    <RecordActivity
      endpoint={externalLinkActivityEndpoint}
      id={id}
      queryKey={externalLinkKeys.activity}
      subject="il link"
      fieldLabels={fieldLabels}
    />
  );
}
