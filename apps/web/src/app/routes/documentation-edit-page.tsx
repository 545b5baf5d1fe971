import { useParams } from 'react-router';
import { RecordFormPage } from '../../components/form/record-form-page.tsx';
import { RecordNotFound } from '../../components/record-not-found.tsx';
import { useDocumentation } from '../../features/documentations/api/documentations.ts';
import { DocumentationForm } from '../../features/documentations/components/documentation-form.tsx';
import { documentationGone } from '../../features/documentations/utils/gone.ts';
import { paths } from '../../lib/paths.ts';

/** /documentations/:id/edit (permission manage_documentations). */
export function DocumentationEditPage() {
  const id = Number(useParams().id);
  const documentation = useDocumentation(id);
  const d = documentation.data;
  return (
    <RecordFormPage
      title={d ? `Modifica ${d.title}` : 'Modifica pagina'}
      back={{ to: paths.documentationDetail.build(id), label: 'Torna alla pagina' }}
      loading={!d && !documentation.isError && 520}
      maxWidth={1400}
    >
      {documentation.isError && <RecordNotFound {...documentationGone} />}
      {d && <DocumentationForm key={d.id} documentation={d} />}
    </RecordFormPage>
  );
}
