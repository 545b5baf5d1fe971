import { useParams } from 'react-router';
import { DocumentationDetail } from '../../features/documentations/components/documentation-detail.tsx';
import { documentationDetailSections } from './documentation-detail-sections.ts';

/** /documentations/:id/detail/:tab? (the page, `versioni`, `attivita`). */
export function DocumentationDetailPage() {
  const { id, tab } = useParams();
  return <DocumentationDetail key={id} id={Number(id)} tab={tab} sections={documentationDetailSections} />;
}
