import { ProjectEditor } from '../../features/projects/components/project-editor.tsx';

/** /projects/add (permission manage_projects); `?client_id=` prefills the client. */
export function ProjectAddPage() {
  return <ProjectEditor />;
}
