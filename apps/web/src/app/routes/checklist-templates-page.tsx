import { ChecklistTemplateList } from '../../features/checklist-templates/components/checklist-template-list.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** /settings/checklists (manage_todos or manage_projects, as the server checks): "Modelli di checklist". */
export function ChecklistTemplatesPage() {
  useDocumentTitle('Modelli di checklist');
  return <ChecklistTemplateList />;
}
