import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PersonView } from '@officina/contracts';
import { type ReactNode, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { BackLink } from '../../../components/back-link.tsx';
import { DetailFields } from '../../../components/detail-fields.tsx';
import { LookupChip } from '../../../components/lookup-chip.tsx';
import { NotesSection } from '../../../components/notes-section.tsx';
import { RecordActions } from '../../../components/record-actions.tsx';
import { RecordNotFound } from '../../../components/record-not-found.tsx';
import { useCan } from '../../../lib/ability.ts';
import { formatDate, formatDateTime } from '../../../lib/locale/format.ts';
import { paths } from '../../../lib/paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useDeletePerson } from '../api/delete-person.ts';
import { usePerson } from '../api/get-person.ts';
import { usePersonActivity } from '../api/person-activity.ts';
import { useRestorePerson } from '../api/restore-person.ts';
import { ActivityList } from './activity-list.tsx';

interface PersonDetailProps {
  id: number;
  /** Cards of other features composed by the route (e.g. the person's Allegati), before the history. */
  sections?: (person: PersonView) => ReactNode;
}

/** /crm/persons/:id/detail: the person's data, their client, their history. */
export function PersonDetail({ id, sections }: PersonDetailProps) {
  const person = usePerson(id);
  const [page, setPage] = useState(1);
  const activity = usePersonActivity(id, page);
  const can = useCan();
  const navigate = useNavigate();
  const remove = useDeletePerson();
  const restore = useRestorePerson();
  const data = person.data;
  const fullName = data ? `${data.first_name} ${data.last_name}` : '';
  useDocumentTitle(fullName || 'Persona');

  if (person.isError) return <RecordNotFound of="person" />;
  if (!data) return <Skeleton variant="rounded" height={320} />;
  const meta = activity.data?.meta;
  const mail = (value: string | null) => value && <Link href={`mailto:${value}`}>{value}</Link>;
  const tel = (value: string | null) =>
    value && <Link href={`tel:${value.replace(/\s+/g, '')}`}>{value}</Link>;

  return (
    <Stack spacing={2.5}>
      <BackLink to={paths.crmPersons.build()}>Persone</BackLink>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
          <Avatar sx={{ width: 56, height: 56, bgcolor: 'secondary.main', fontSize: 22 }} aria-hidden>
            {`${data.first_name.charAt(0)}${data.last_name.charAt(0)}`.toUpperCase()}
          </Avatar>
          <Stack spacing={0.75} sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="h1">{fullName}</Typography>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
              <LookupChip name={data.type_name} color={data.type_color} />
              {data.archived_at && <Chip size="small" color="warning" label="Archiviata" />}
              <Typography variant="body2" color="text.secondary" component="span">
                {[data.role, data.client_name].filter(Boolean).join(' · ')}
              </Typography>
            </Stack>
          </Stack>
          {can('manage_persons') && (
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <RecordActions
                what={`la persona «${fullName}»`}
                deleteNote="Se è referente di qualche opportunità verrà archiviata invece che eliminata: sparirà dagli elenchi ma potrai ripristinarla."
                editTo={paths.crmPersonEdit.build(id)}
                archived={Boolean(data.archived_at)}
                deleting={remove.isPending}
                restoring={restore.isPending}
                onDelete={() => remove.mutateAsync(id)}
                onRestore={() => restore.mutateAsync(id)}
                onDeleted={() => navigate(paths.crmPersons.build(), { replace: true })}
              />
            </Stack>
          )}
        </Stack>
      </Paper>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <DetailFields
          title="Dati"
          fields={[
            {
              label: 'Cliente',
              value: data.client_id && (
                <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
                  <Link component={RouterLink} to={paths.crmClientDetail.build(data.client_id)}>
                    {data.client_name}
                  </Link>
                  {data.client_archived && <Chip size="small" color="warning" label="Cliente archiviato" />}
                </Stack>
              ),
            },
            { label: 'Ruolo', value: data.role },
            { label: 'Tipo', value: data.type_name },
            { label: 'Consenso privacy', value: formatDate(data.privacy_consent_on) },
            { label: 'Creata il', value: formatDateTime(data.created_at) },
            { label: 'Modificata il', value: formatDateTime(data.updated_at) },
          ]}
        />
        <DetailFields
          title="Contatti"
          fields={[
            { label: 'E-mail', value: mail(data.email) },
            { label: 'Telefono', value: tel(data.phone) },
            { label: 'Cellulare', value: tel(data.mobile) },
          ]}
        />
        <NotesSection notes={data.notes} />
        {sections && <Box sx={{ gridColumn: '1 / -1', minWidth: 0 }}>{sections(data)}</Box>}
        <Paper variant="outlined" component="section" sx={{ p: { xs: 2, md: 3 }, gridColumn: '1 / -1' }}>
          <Typography variant="h3" component="h2" sx={{ mb: 1 }}>
            Attività
          </Typography>
          <ActivityList
            entries={activity.data?.data}
            subject="la persona"
            page={page}
            pages={meta ? Math.ceil(meta.total / meta.per_page) : 1}
            onPage={setPage}
          />
        </Paper>
      </Box>
    </Stack>
  );
}
