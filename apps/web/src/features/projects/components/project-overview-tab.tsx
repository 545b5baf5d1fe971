import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BudgetBar } from '../../../components/budget-bar.tsx';
import { DetailFields } from '../../../components/detail-fields.tsx';
import { UserAvatar } from '../../../components/user-avatar.tsx';
import { formatDate, formatEuro } from '../../../lib/locale/format.ts';
import { formatMinutes } from '../../../lib/time/duration.ts';
import { useProjectSummary } from '../api/project-summary.ts';
import type { ProjectTabProps } from '../project-tabs.ts';

function Stat({ label, value, tone }: { label: string; value: number | string; tone?: 'error' | 'success' }) {
  return (
    <Box sx={{ flex: '1 1 120px' }}>
      <Typography
        sx={{
          fontSize: 28,
          fontWeight: 600,
          fontVariantNumeric: 'tabular-nums',
          color: tone ? `${tone}.main` : 'text.primary',
        }}
      >
        {value}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
    </Box>
  );
}

/**
 * Panoramica: hours and amount budget vs used (hours from the time entries; the amount used is the
 * hours' share of the budget, the API has no rates), to-do counts, details and members.
 */
export function ProjectOverviewTab({ project }: ProjectTabProps) {
  const summary = useProjectSummary(project.id);
  const data = summary.data;
  const amountUsed = data?.budget_amount_used_cents ?? null;
  return (
    <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' } }}>
      <Stack spacing={2.5}>
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
          <Typography variant="h3" component="h2" sx={{ mb: 2 }}>
            Budget
          </Typography>
          {data ? (
            <Stack spacing={2.5}>
              <BudgetBar
                label="Ore"
                detail={
                  data.budget_minutes === null
                    ? `${formatMinutes(data.minutes_used)} registrate · nessun budget di ore`
                    : `${formatMinutes(data.minutes_used)} di ${formatMinutes(data.budget_minutes)}`
                }
                percent={data.budget_used_percent}
              />
              <BudgetBar
                label="Importo"
                detail={
                  data.budget_amount_cents === null
                    ? 'Nessun budget economico'
                    : amountUsed === null
                      ? `Budget ${formatEuro(data.budget_amount_cents)}`
                      : `${formatEuro(amountUsed)} di ${formatEuro(data.budget_amount_cents)} (in proporzione alle ore)`
                }
                percent={amountUsed === null ? null : data.budget_used_percent}
              />
              <Typography variant="body2" color="text.secondary">
                Di cui fatturabili {formatMinutes(data.billable_minutes_used)} ·{' '}
                {data.time_entries.toLocaleString('it-IT')}{' '}
                {data.time_entries === 1 ? 'registrazione' : 'registrazioni'} di tempo
              </Typography>
            </Stack>
          ) : (
            <Skeleton variant="rounded" height={120} />
          )}
        </Paper>
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
          <Typography variant="h3" component="h2" sx={{ mb: 2 }}>
            To-do
          </Typography>
          {data ? (
            <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <Stat label="aperti" value={data.todos_open} />
              <Stat
                label="in ritardo"
                value={data.todos_overdue}
                tone={data.todos_overdue > 0 ? 'error' : undefined}
              />
              <Stat label="completati" value={data.todos_closed} tone="success" />
            </Stack>
          ) : (
            <Skeleton variant="rounded" height={64} />
          )}
        </Paper>
      </Stack>
      <Stack spacing={2.5}>
        <DetailFields
          title="Dettagli"
          fields={[
            { label: 'Cliente', value: project.client_name },
            { label: 'Categoria', value: project.category_name },
            { label: 'Responsabile', value: project.manager_name },
            { label: 'Inizio', value: formatDate(project.start_date) },
            { label: 'Scadenza', value: formatDate(project.due_date) },
            { label: 'Descrizione', value: project.description },
          ]}
        />
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
          <Typography variant="h3" component="h2" sx={{ mb: 2 }}>
            Membri
          </Typography>
          {project.members.length === 0 ? (
            <Typography color="text.secondary">Nessun membro: aggiungili modificando il progetto.</Typography>
          ) : (
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {project.members.map((member) => (
                <Chip
                  key={member.id}
                  avatar={<UserAvatar name={member.name} />}
                  label={member.id === project.manager_id ? `${member.name} · responsabile` : member.name}
                  variant="outlined"
                />
              ))}
            </Stack>
          )}
        </Paper>
      </Stack>
    </Box>
  );
}
