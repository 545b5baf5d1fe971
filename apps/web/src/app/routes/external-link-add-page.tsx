import { useSearchParams } from 'react-router';
import { RecordFormPage } from '../../components/form/record-form-page.tsx';
import { ExternalLinkForm, linkTabOf } from '../../features/external-links/components/external-link-form.tsx';
import { paths } from '../../lib/paths.ts';

/** /external-links/add (manage_external_links); `?client_id=` and `?project_id=` pre-fill the form. */
export function ExternalLinkAddPage() {
  const [params] = useSearchParams();
  const prefill = {
    client_id: Number(params.get('client_id')) || null,
    project_id: Number(params.get('project_id')) || null,
  };
  const tab = linkTabOf(prefill);
  return (
    <RecordFormPage
      title="Nuovo link"
      back={
        tab
          ? { to: tab, label: 'Torna alla scheda Link' }
          : { to: paths.externalLinks.build(), label: 'Link' }
      }
    >
      <ExternalLinkForm prefill={prefill} />
    </RecordFormPage>
  );
}
