import { useNavigate, useSearchParams } from 'react-router';
import { RecordFormPage } from '../../../components/form/record-form-page.tsx';
import { paths } from '../../../lib/paths.ts';
import { useProject } from '../api/get-project.ts';
import { ProjectForm } from './project-form.tsx';

/** /projects/add (client from `?client_id=`) and /projects/edit/:id. */
export function ProjectEditor({ id }: { id?: number }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const project = useProject(id ?? 0);
  const clientId = Number(params.get('client_id')) || null;
  const back = id ? paths.projectDetail.build(id) : paths.projects.build();
  return (
    <RecordFormPage
      title={id ? 'Modifica progetto' : 'Nuovo progetto'}
      subtitle={project.data ? `${project.data.code} · ${project.data.name}` : undefined}
      back={{ to: back, label: id ? 'Progetto' : 'Progetti' }}
      notFound={Boolean(id && project.isError) && 'project'}
      notFoundAlone
      loading={Boolean(id && !project.data) && 480}
      maxWidth={1000}
    >
      <ProjectForm
        {...(project.data ? { project: project.data } : {})}
        prefill={{ client_id: clientId }}
        onCancel={() => navigate(back)}
        onSaved={(saved) => navigate(paths.projectDetail.build(saved.id))}
      />
    </RecordFormPage>
  );
}
