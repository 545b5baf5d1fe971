import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { Navigate, Link as RouterLink, useNavigate } from 'react-router';
import { BackLink } from '../../../components/back-link.tsx';
import { DetailFields } from '../../../components/detail-fields.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { RecordActions } from '../../../components/record-actions.tsx';
import { RecordNotFound } from '../../../components/record-not-found.tsx';
import { UrlTabs } from '../../../components/url-tabs.tsx';
import { useCan } from '../../../lib/ability.ts';
import { formatDateTime } from '../../../lib/locale/format.ts';
import { paths } from '../../../lib/paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useDeleteDocumentation, useDocumentation, useRestoreDocumentation } from '../api/documentations.ts';
import type { DocumentationDetailSection } from '../detail-sections.ts';
import { documentationGone } from '../utils/gone.ts';
import { DocumentationActivity } from './documentation-activity.tsx';
import { TagChips } from './documentation-columns.tsx';
import { DocumentationVersions } from './documentation-versions.tsx';
import { MarkdownHtml } from './markdown-html.tsx';

const tabs = [
  { key: 'pagina', label: 'Pagina' },
  { key: 'versioni', label: 'Versioni' },
  { key: 'attivita', label: 'Attività' },
] as const;

/**
 * /documentations/:id/detail/:tab?: the page's sanitised HTML (from the server, never rendered
 * here), then the sections other modules add (attachments); Versioni (history, diff, restore) and
 * Attività. manage_documentations edits, archives/deletes and restores.
 */
export function DocumentationDetail({
  id,
  tab,
  sections = [],
}: {
  id: number;
  tab: string | undefined;
  sections?: readonly DocumentationDetailSection[];
}) {
  const documentation = useDocumentation(id);
  const can = useCan();
  const navigate = useNavigate();
  const remove = useDeleteDocumentation();
  const restore = useRestoreDocumentation();
  const d = documentation.data;
  useDocumentTitle(d?.title ?? 'Documentazione');
  if (documentation.isError) return <RecordNotFound {...documentationGone} />;
  const active = tab === undefined ? 'pagina' : tabs.find((t) => t.key === tab)?.key;
  if (!active) return <Navigate to={paths.documentationDetail.build(id)} replace />;
  const visibleSections = [...sections]
    .filter((section) => !section.permission || can(section.permission))
    .sort((a, b) => a.order - b.order);

  return (
    <Stack spacing={2.5} sx={{ maxWidth: 1200 }}>
      <BackLink to={paths.documentations.build()}>Documentazione</BackLink>
      {d ? (
        <PageHeader
          title={d.title}
          subtitle={
            <Stack
              direction="row"
              spacing={1}
              sx={{ alignItems: 'center', flexWrap: 'wrap' }}
              component="span"
            >
              <span>Versione {d.version}</span>
              <TagChips tags={d.tags} />
              {d.archived_at && <Chip size="small" color="warning" label="Archiviata" />}
            </Stack>
          }
          actions={
            can('manage_documentations') && (
              <RecordActions
                what={`la pagina «${d.title}»`}
                deleteNote="La pagina verrà archiviata: sparirà dagli elenchi e potrai ripristinarla. Per eliminarla definitivamente, con la sua cronologia, eliminala di nuovo dall’archivio."
                editTo={paths.documentationEdit.build(d.id)}
                archived={Boolean(d.archived_at)}
                deleting={remove.isPending}
                restoring={restore.isPending}
                onDelete={() => remove.mutateAsync(d.id)}
                onRestore={() => restore.mutateAsync(d.id)}
                onDeleted={() => navigate(paths.documentations.build(), { replace: true })}
              />
            )
          }
        />
      ) : (
        <Skeleton variant="rounded" height={96} />
      )}
      <UrlTabs
        label="Sezioni della pagina"
        active={active}
        tabs={tabs.map((t) => ({
          key: t.key,
          label: t.label,
          to:
            t.key === 'pagina'
              ? paths.documentationDetail.build(id)
              : paths.documentationDetail.build(id, t.key),
        }))}
      />
      <Stack spacing={2.5} role="tabpanel" id={`tabpanel-${active}`} aria-labelledby={`tab-${active}`}>
        {!d && <Skeleton variant="rounded" height={320} />}
        {d && active === 'pagina' && (
          <>
            <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
              {d.body.trim() === '' ? (
                <Typography color="text.secondary">
                  La pagina non ha ancora testo
                  {can('manage_documentations') ? ': usa Modifica per scriverlo.' : '.'}
                </Typography>
              ) : (
                <MarkdownHtml html={d.body_html} label="Testo della pagina" />
              )}
            </Paper>
            <DetailFields
              title="Dettagli"
              fields={[
                {
                  label: 'Cliente',
                  value: d.client_id && (
                    <Link component={RouterLink} to={paths.crmClientDetail.build(d.client_id)}>
                      {d.client_name}
                    </Link>
                  ),
                },
                {
                  label: 'Progetto',
                  value: d.project_id && (
                    <Link component={RouterLink} to={paths.projectDetail.build(d.project_id)}>
                      {d.project_name}
                    </Link>
                  ),
                },
                { label: 'Creata', value: `${formatDateTime(d.created_at)} · ${d.created_by_name ?? '—'}` },
                {
                  label: 'Modificata',
                  value: `${formatDateTime(d.updated_at)} · ${d.updated_by_name ?? '—'}`,
                },
              ]}
            />
            {/* Sections of other modules (the attachments' "Allegati"): app/routes/documentation-detail-sections.ts */}
            {visibleSections.map((section) => (
              <Suspense key={section.key} fallback={<Skeleton variant="rounded" height={160} />}>
                <section.component documentation={d} />
              </Suspense>
            ))}
          </>
        )}
        {d && active === 'versioni' && <DocumentationVersions documentation={d} />}
        {d && active === 'attivita' && <DocumentationActivity id={d.id} />}
      </Stack>
    </Stack>
  );
}
