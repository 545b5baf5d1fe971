import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { isSafeExternalUrl, type KeyholderView, keyholderKindLabels } from '@officina/contracts';
import { Link as RouterLink, useNavigate } from 'react-router';
import { BackLink } from '../../../components/back-link.tsx';
import { DetailFields } from '../../../components/detail-fields.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { RecordActions } from '../../../components/record-actions.tsx';
import { UrlTabs } from '../../../components/url-tabs.tsx';
import { useCan } from '../../../lib/ability.ts';
import { formatDateTime } from '../../../lib/locale/format.ts';
import { paths } from '../../../lib/paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useDeleteKeyholder } from '../api/delete-keyholder.ts';
import { useKeyholder } from '../api/get-keyholder.ts';
import { projectLabel } from '../utils/project-label.ts';
import { CopyTextButton } from './copy-text-button.tsx';
import { ExpiryChip, ExpiryDate } from './expiry-chip.tsx';
import { KeyholderAccesses } from './keyholder-accesses.tsx';
import { KeyholderActivity } from './keyholder-activity.tsx';
import { KeyholderNotFound } from './keyholder-not-found.tsx';
import { KeyholderSecret } from './keyholder-secret.tsx';

export type KeyholderDetailTab = 'accessi' | 'attivita';

/** The host as a link when it is an http(s) address (new tab, no opener); as plain text otherwise. */
function HostValue({ host }: { host: string | null }) {
  if (!host) return null;
  if (!isSafeExternalUrl(host)) return <span>{host}</span>;
  return (
    <Link href={host} target="_blank" rel="noopener noreferrer" underline="hover">
      {host}
    </Link>
  );
}

function Links({ k }: { k: KeyholderView }) {
  return (
    <DetailFields
      title="Collegamenti"
      fields={[
        {
          label: 'Cliente',
          value: k.client_id !== null && (
            <Link component={RouterLink} to={paths.crmClientDetail.build(k.client_id)}>
              {k.client_name}
            </Link>
          ),
        },
        {
          label: 'Progetto',
          value: k.project_id !== null && (
            <Link component={RouterLink} to={paths.projectDetail.build(k.project_id)}>
              {projectLabel(k)}
            </Link>
          ),
        },
        {
          label: 'Aggiunta',
          value: `${formatDateTime(k.created_at)}${k.created_by_name ? ` da ${k.created_by_name}` : ''}`,
        },
        { label: 'Modificata il', value: formatDateTime(k.updated_at) },
      ]}
    />
  );
}

/**
 * /keyholders/:id/detail[/accessi|/attivita]: the credential without its secret, the secret behind
 * "Mostra"/"Copia" (reveal_keyholders), its access log and history; manage edits and deletes.
 */
export function KeyholderDetail({ id, tab }: { id: number; tab: KeyholderDetailTab }) {
  const keyholder = useKeyholder(id);
  const can = useCan();
  const navigate = useNavigate();
  const remove = useDeleteKeyholder();
  const k = keyholder.data;
  useDocumentTitle(k?.title ?? 'Credenziale');
  if (keyholder.isError) return <KeyholderNotFound />;
  if (!k) return <Skeleton variant="rounded" height={320} sx={{ maxWidth: 1100 }} />;
  return (
    <Stack spacing={2.5} sx={{ maxWidth: 1100 }}>
      <BackLink to={paths.keyholders.build()}>Portachiavi</BackLink>
      <PageHeader
        title={k.title}
        subtitle={
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ alignItems: 'center', flexWrap: 'wrap', pt: 0.5 }}
          >
            <Chip size="small" variant="outlined" label={keyholderKindLabels[k.kind]} />
            <ExpiryChip state={k.expiry_state} />
            {k.client_id !== null && (
              <Link component={RouterLink} to={paths.crmClientDetail.build(k.client_id)}>
                {k.client_name}
              </Link>
            )}
            {k.project_id !== null && (
              <Link component={RouterLink} to={paths.projectDetail.build(k.project_id)}>
                {projectLabel(k)}
              </Link>
            )}
          </Stack>
        }
        actions={
          can('manage_keyholders') && (
            <RecordActions
              what={`la credenziale «${k.title}»`}
              deleteNote="Password, note e registro accessi verranno eliminati; resterà traccia nello storico."
              editTo={paths.keyholderEdit.build(k.id)}
              archived={false}
              deleting={remove.isPending}
              restoring={false}
              onDelete={() => remove.mutateAsync(k.id)}
              onRestore={async () => undefined}
              onDeleted={() => navigate(paths.keyholders.build(), { replace: true })}
            />
          )
        }
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <DetailFields
          title="Accesso"
          fields={[
            { label: 'URL o host', value: <HostValue host={k.host} /> },
            { label: 'Porta', value: k.port === null ? null : String(k.port) },
            {
              label: 'Nome utente',
              value: k.username && (
                <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                  <span>{k.username}</span>
                  <CopyTextButton text={k.username} label="Copia nome utente" />
                </Stack>
              ),
            },
            { label: 'Scadenza', value: <ExpiryDate date={k.expires_on} state={k.expiry_state} /> },
          ]}
        />
        <Links k={k} />
      </Box>
      <KeyholderSecret keyholder={k} />
      <UrlTabs
        label="Sezioni della credenziale"
        active={tab}
        tabs={[
          { key: 'accessi', label: 'Accessi', to: paths.keyholderDetail.build(k.id) },
          { key: 'attivita', label: 'Attività', to: paths.keyholderDetail.build(k.id, 'attivita') },
        ]}
      />
      <Box role="tabpanel" id={`tabpanel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {tab === 'attivita' ? <KeyholderActivity id={k.id} /> : <KeyholderAccesses id={k.id} />}
      </Box>
    </Stack>
  );
}
