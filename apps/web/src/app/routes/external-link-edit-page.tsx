import { useParams } from 'react-router';
import { RecordFormPage } from '../../components/form/record-form-page.tsx';
import { useExternalLink } from '../../features/external-links/api/get-external-link.ts';
import { ExternalLinkForm } from '../../features/external-links/components/external-link-form.tsx';
import { paths } from '../../lib/paths.ts';

/** /external-links/:id/edit (manage_external_links). */
export function ExternalLinkEditPage() {
  const id = Number(useParams().id);
  const link = useExternalLink(id);
  const l = link.data;
  return (
    <RecordFormPage
      title={l ? `Modifica ${l.title}` : 'Modifica link'}
      back={{ to: paths.externalLinkDetail.build(id), label: 'Torna al link' }}
      notFound={link.isError && 'external_link'}
      loading={!l && !link.isError && 420}
    >
      {l && <ExternalLinkForm key={l.id} link={l} />}
    </RecordFormPage>
  );
}
