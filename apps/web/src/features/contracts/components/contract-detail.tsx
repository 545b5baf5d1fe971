import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { billingPeriodLabels, type ContractView } from '@officina/contracts';
import type { ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { BackLink } from '../../../components/back-link.tsx';
import { DetailFields } from '../../../components/detail-fields.tsx';
import { RecordActions } from '../../../components/record-actions.tsx';
import { ClientLink, RecordHeadline } from '../../../components/record-headline.tsx';
import { RecordNotFound } from '../../../components/record-not-found.tsx';
import { useCan } from '../../../lib/ability.ts';
import { dayjs } from '../../../lib/locale/dayjs.ts';
import { formatDate, formatEuro } from '../../../lib/locale/format.ts';
import { paths } from '../../../lib/paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useDeleteContract, useRestoreContract } from '../api/delete-contract.ts';
import { useContract } from '../api/get-contract.ts';
import { contractHoursUsage, formatContractHours } from '../utils/contract-hours.ts';
import { ContractActivity } from './contract-activity.tsx';
import { ContractProjects } from './contract-projects.tsx';

/** /contracts/:id/detail: origin opportunity, dates and renewal, amount, monte ore used/included. */
export function ContractDetail({
  id,
  sections,
}: {
  id: number;
  /** Cards of other features composed by the route (e.g. the contract's Allegati), after the notes. */
  sections?: (contract: ContractView) => ReactNode;
}) {
  const contract = useContract(id);
  const can = useCan();
  const navigate = useNavigate();
  const remove = useDeleteContract();
  const restore = useRestoreContract();
  const c = contract.data;
  useDocumentTitle(c ? `${c.number} ${c.title}` : 'Contratto');
  if (contract.isError) return <RecordNotFound of="contract" />;
  if (!c) return <Skeleton variant="rounded" height={320} />;
  const daysLeft = c.end_on ? dayjs(c.end_on).startOf('day').diff(dayjs().startOf('day'), 'day') : null;
  const hours = contractHoursUsage(c.hours_used_minutes, c.hours_included_minutes);

  return (
    <Stack spacing={2.5} sx={{ maxWidth: 1200 }}>
      <BackLink to={paths.contracts.build()}>Contratti</BackLink>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
          <Stack spacing={0.75} sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="body2" color="text.secondary">
              Contratto n. {c.number}
            </Typography>
            <RecordHeadline
              title={c.title}
              state={{ name: c.state_name, color: c.state_color }}
              kind={c.type_name}
              archived={c.archived_at && 'Archiviato'}
            >
              <ClientLink id={c.client_id} name={c.client_name} />
              <ContractProjects contractId={c.id} />
            </RecordHeadline>
          </Stack>
          {can('manage_contracts') && (
            <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
              <RecordActions
                what={`il contratto ${c.number}`}
                deleteNote="Se un progetto è collegato al contratto verrà archiviato invece che eliminato: sparirà dagli elenchi ma potrai ripristinarlo."
                editTo={paths.contractEdit.build(c.id)}
                archived={Boolean(c.archived_at)}
                deleting={remove.isPending}
                restoring={restore.isPending}
                onDelete={() => remove.mutateAsync(c.id)}
                onRestore={() => restore.mutateAsync(c.id)}
                onDeleted={() => navigate(paths.contracts.build(), { replace: true })}
              />
            </Stack>
          )}
        </Stack>
      </Paper>
      {daysLeft !== null && daysLeft >= 0 && daysLeft <= 60 && (
        <Alert severity="warning">
          Scade tra {daysLeft} {daysLeft === 1 ? 'giorno' : 'giorni'}
          {c.tacit_renewal ? ' (rinnovo tacito)' : ''}
          {c.notice_days ? `; preavviso di disdetta: ${c.notice_days} giorni.` : '.'}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
        <DetailFields
          title="Durata"
          fields={[
            { label: 'Inizio', value: formatDate(c.start_on) },
            { label: 'Scadenza', value: formatDate(c.end_on) },
            { label: 'Rinnovo tacito', value: c.tacit_renewal ? 'Sì' : 'No' },
            { label: 'Preavviso', value: c.notice_days === null ? null : `${c.notice_days} giorni` },
          ]}
        />
        <DetailFields
          title="Importo"
          fields={[
            { label: 'Importo', value: formatEuro(c.amount_cents) },
            { label: 'Periodicità', value: billingPeriodLabels[c.billing_period] },
            {
              label: 'Opportunità',
              value: c.opportunity_id && (
                <Link
                  component={RouterLink}
                  to={paths.opportunityDetail.build(c.opportunity_id)}
                  underline="hover"
                >
                  {c.opportunity_number ?? `n. ${c.opportunity_id}`}
                </Link>
              ),
            },
          ]}
        />
        <DetailFields
          title="Monte ore"
          fields={[
            { label: 'Incluse', value: formatContractHours(c.hours_included_minutes) },
            {
              label: 'Usate',
              value: (
                <Stack spacing={0.5}>
                  <span>{hours.label}</span>
                  {hours.percent !== null && (
                    <LinearProgress
                      variant="determinate"
                      value={hours.percent}
                      color={hours.color ?? 'primary'}
                      aria-label="Ore usate sul monte ore"
                    />
                  )}
                </Stack>
              ),
            },
          ]}
        />
      </Box>
      {c.notes && (
        <DetailFields
          title="Note"
          fields={[{ label: 'Note', value: <span style={{ whiteSpace: 'pre-line' }}>{c.notes}</span> }]}
        />
      )}
      {sections?.(c)}
      <ContractActivity id={c.id} />
    </Stack>
  );
}
