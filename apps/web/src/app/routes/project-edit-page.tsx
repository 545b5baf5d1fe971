import { useParams } from 'react-router';
import { ProjectEditor } from '../../features/projects/components/project-editor.tsx';

/** /projects/edit/:id (permission manage_projects). */
export function ProjectEditPage() {
  const { id } = useParams();
  return <ProjectEditor key={id} id={Number(id)} />;
}
