import { ProjectList } from '../../features/projects/components/project-list.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** /projects (permission view_projects). */
export function ProjectListPage() {
  useDocumentTitle('Progetti');
  return <ProjectList />;
}
