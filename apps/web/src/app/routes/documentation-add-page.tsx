import { useSearchParams } from 'react-router';
import { RecordFormPage } from '../../components/form/record-form-page.tsx';
import { DocumentationForm } from '../../features/documentations/components/documentation-form.tsx';
import { paths } from '../../lib/paths.ts';

/** /documentations/add (permission manage_documentations); `?client_id=&project_id=` pre-fill. */
export function DocumentationAddPage() {
  const [params] = useSearchParams();
  const prefill = {
    client_id: Number(params.get('client_id')) || null,
    project_id: Number(params.get('project_id')) || null,
  };
  return (
    <RecordFormPage
      title="Nuova pagina"
      back={{ to: paths.documentations.build(), label: 'Documentazione' }}
      maxWidth={1400}
    >
      <DocumentationForm prefill={prefill} />
    </RecordFormPage>
  );
}
