import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useNavigate, useSearchParams } from 'react-router';
import { BackLink } from '../../../components/back-link.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { RecordNotFound } from '../../../components/record-not-found.tsx';
import { paths } from '../../../lib/paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useProject } from '../api/get-project.ts';
import { ProjectForm } from './project-form.tsx';

/** /projects/add (client from `?client_id=`) and /projects/edit/:id. */
export function ProjectEditor({ id }: { id?: number }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const project = useProject(id ?? 0);
  const clientId = Number(params.get('client_id')) || null;
  useDocumentTitle(id ? 'Modifica progetto' : 'Nuovo progetto');
  if (id && project.isError)
    return (
      <RecordNotFound
        message="Progetto non trovato o non più disponibile."
        to={paths.projects.build()}
        label="Torna ai progetti"
      />
    );
  const back = id ? paths.projectDetail.build(id) : paths.projects.build();
  return (
    <Stack spacing={2.5} sx={{ maxWidth: 1000 }}>
      <PageHeader
        title={id ? 'Modifica progetto' : 'Nuovo progetto'}
        subtitle={project.data ? `${project.data.code} · ${project.data.name}` : undefined}
        back={<BackLink to={back}>{id ? 'Progetto' : 'Progetti'}</BackLink>}
      />
      {id && !project.data ? (
        <Skeleton variant="rounded" height={480} />
      ) : (
        <ProjectForm
          {...(project.data ? { project: project.data } : {})}
          prefill={{ client_id: clientId }}
          onCancel={() => navigate(back)}
          onSaved={(saved) => navigate(paths.projectDetail.build(saved.id))}
        />
      )}
    </Stack>
  );
}
