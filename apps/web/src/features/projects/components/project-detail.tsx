import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ProjectView } from '@officina/contracts';
import { type ReactNode, Suspense, useMemo } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { BackLink } from '../../../components/back-link.tsx';
import { RecordActions } from '../../../components/record-actions.tsx';
import { ClientLink, RecordHeaderSkeleton, RecordHeadline } from '../../../components/record-headline.tsx';
import { RecordNotFound } from '../../../components/record-not-found.tsx';
import { UrlTabs } from '../../../components/url-tabs.tsx';
import { useCan } from '../../../lib/ability.ts';
import { dayjs } from '../../../lib/locale/dayjs.ts';
import { formatDate } from '../../../lib/locale/format.ts';
import { paths } from '../../../lib/paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useDeleteProject } from '../api/delete-project.ts';
import { useProject } from '../api/get-project.ts';
import { useRestoreProject } from '../api/restore-project.ts';
import type { ProjectTabDefinition } from '../project-tabs.ts';
import { ProjectContractLink } from './project-contract-link.tsx';

interface ProjectDetailProps {
  id: number;
  tab: string | undefined;
  tabs: readonly ProjectTabDefinition[];
  /** Extra header actions composed by the route (the timer button of the time feature). */
  headerActions?: (project: ProjectView) => ReactNode;
}

/** /projects/detail/:id/:tab (named projects-detail): header, tabs whose choice lives in the URL. */
export function ProjectDetail({ id, tab, tabs, headerActions }: ProjectDetailProps) {
  const project = useProject(id);
  const can = useCan();
  const navigate = useNavigate();
  const remove = useDeleteProject();
  const restore = useRestoreProject();
  const visible = useMemo(
    () => tabs.filter((entry) => !entry.permission || can(entry.permission)),
    [tabs, can],
  );
  const active = tab ? visible.find((entry) => entry.key === tab.toLowerCase()) : visible[0];
  const data = project.data;
  useDocumentTitle(data ? `${data.code} · ${data.name}` : 'Progetto');

  if (project.isError) return <RecordNotFound of="project" />;
  if (!active) return <Navigate to={paths.projectDetail.build(id)} replace />;
  const Tab = active.component;
  const late = data?.due_date && !data.state_is_closed && dayjs(data.due_date).isBefore(dayjs(), 'day');

  return (
    <Stack spacing={2.5}>
      <BackLink to={paths.projects.build()}>Progetti</BackLink>
      {data ? (
        <Paper
          variant="outlined"
          sx={{ p: { xs: 2, md: 3 }, borderLeft: 6, borderLeftColor: data.color ?? 'primary.main' }}
        >
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
            <Stack spacing={1} sx={{ minWidth: 0 }}>
              <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.2 }}>
                {data.code}
              </Typography>
              <RecordHeadline
                title={data.name}
                state={{ name: data.state_name, color: data.state_color }}
                kind={data.category_name}
              >
                {data.archived_at && <Chip size="small" color="warning" label="Archiviato" />}
                {data.client_id && <ClientLink id={data.client_id} name={data.client_name} />}
                {data.contract_id && <ProjectContractLink contractId={data.contract_id} />}
                {data.due_date && (
                  <Typography
                    variant="body2"
                    color={late ? 'error' : 'text.secondary'}
                    sx={{ fontWeight: late ? 600 : 400 }}
                  >
                    Scadenza {formatDate(data.due_date)}
                    {late ? ' · in ritardo' : ''}
                  </Typography>
                )}
              </RecordHeadline>
            </Stack>
            <Stack
              direction="row"
              spacing={1}
              useFlexGap
              sx={{ flexWrap: 'wrap', alignItems: 'flex-start', flexShrink: 0 }}
            >
              {headerActions?.(data)}
              {can('manage_projects') && (
                <RecordActions
                  what={`il progetto «${data.name}»`}
                  deleteNote="Se ha tempi registrati o to-do verrà archiviato invece che eliminato: sparirà dagli elenchi ma potrai ripristinarlo."
                  editTo={paths.projectEdit.build(id)}
                  archived={Boolean(data.archived_at)}
                  deleting={remove.isPending}
                  restoring={restore.isPending}
                  onDelete={() => remove.mutateAsync(id)}
                  onRestore={() => restore.mutateAsync(id)}
                  onDeleted={() => navigate(paths.projects.build(), { replace: true })}
                />
              )}
            </Stack>
          </Stack>
        </Paper>
      ) : (
        <RecordHeaderSkeleton overline actions={can('manage_projects')} />
      )}
      <UrlTabs
        label="Sezioni del progetto"
        active={active.key}
        tabs={visible.map((entry) => ({
          key: entry.key,
          label: entry.label,
          to: paths.projectDetail.build(id, entry.key),
        }))}
      />
      <Box role="tabpanel" id={`tabpanel-${active.key}`} aria-labelledby={`tab-${active.key}`}>
        {data ? (
          <Suspense fallback={<Skeleton variant="rounded" height={240} />}>
            <Tab project={data} />
          </Suspense>
        ) : (
          <Skeleton variant="rounded" height={240} />
        )}
      </Box>
    </Stack>
  );
}
