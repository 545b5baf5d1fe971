import OpenInNew from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { isSafeExternalUrl } from '@officina/contracts';
import { Link as RouterLink, useNavigate } from 'react-router';
import { BackLink } from '../../../components/back-link.tsx';
import { DetailFields } from '../../../components/detail-fields.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { RecordActions } from '../../../components/record-actions.tsx';
import { RecordNotFound } from '../../../components/record-not-found.tsx';
import { TitledSection } from '../../../components/titled-section.tsx';
import { useCan } from '../../../lib/ability.ts';
import { formatDateTime } from '../../../lib/locale/format.ts';
import { paths } from '../../../lib/paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useDeleteExternalLink } from '../api/delete-external-link.ts';
import { useExternalLink } from '../api/get-external-link.ts';
import { projectLabel } from '../utils/project-label.ts';
import { ExternalAnchor, NEW_TAB } from './external-anchor.tsx';
import { ExternalLinkActivity } from './external-link-activity.tsx';

/** /external-links/:id/detail: the link, "Apri" in a new tab, its history; manage edits and deletes. */
export function ExternalLinkDetail({ id }: { id: number }) {
  const link = useExternalLink(id);
  const can = useCan();
  const navigate = useNavigate();
  const remove = useDeleteExternalLink();
  const l = link.data;
  useDocumentTitle(l?.title ?? 'Link');
  if (link.isError) return <RecordNotFound of="external_link" />;
  return (
    <Stack spacing={2.5} sx={{ maxWidth: 1100 }}>
      <BackLink to={paths.externalLinks.build()}>Link</BackLink>
      {l ? (
        <>
          <PageHeader
            title={l.title}
            subtitle={l.category_name && <Chip size="small" variant="outlined" label={l.category_name} />}
            actions={
              <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
                {isSafeExternalUrl(l.url) && (
                  <Button variant="contained" href={l.url} {...NEW_TAB} endIcon={<OpenInNew />}>
                    Apri il link
                  </Button>
                )}
                {can('manage_external_links') && (
                  <RecordActions
                    what={`il link «${l.title}»`}
                    deleteNote="Il link sparirà dagli elenchi del cliente e del progetto; resterà traccia nello storico."
                    editTo={paths.externalLinkEdit.build(l.id)}
                    archived={false}
                    deleting={remove.isPending}
                    restoring={false}
                    onDelete={() => remove.mutateAsync(l.id)}
                    onRestore={async () => undefined}
                    onDeleted={() => navigate(paths.externalLinks.build(), { replace: true })}
                  />
                )}
              </Stack>
            }
          />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            <DetailFields
              title="Link"
              fields={[
                { label: 'Indirizzo', value: <ExternalAnchor url={l.url} /> },
                { label: 'Descrizione', value: l.description },
                { label: 'Categoria', value: l.category_name },
              ]}
            />
            <DetailFields
              title="Collegamenti"
              fields={[
                {
                  label: 'Cliente',
                  value: l.client_id !== null && (
                    <Link component={RouterLink} to={paths.crmClientDetail.build(l.client_id)}>
                      {l.client_name}
                    </Link>
                  ),
                },
                {
                  label: 'Progetto',
                  value: l.project_id !== null && (
                    <Link component={RouterLink} to={paths.projectDetail.build(l.project_id)}>
                      {projectLabel(l)}
                    </Link>
                  ),
                },
                {
                  label: 'Aggiunto',
                  value: `${formatDateTime(l.created_at)}${l.created_by_name ? ` da ${l.created_by_name}` : ''}`,
                },
                { label: 'Modificato il', value: formatDateTime(l.updated_at) },
              ]}
            />
          </Box>
          <TitledSection title="Attività">
            <ExternalLinkActivity id={l.id} />
          </TitledSection>
        </>
      ) : (
        <Skeleton variant="rounded" height={240} />
      )}
    </Stack>
  );
}
