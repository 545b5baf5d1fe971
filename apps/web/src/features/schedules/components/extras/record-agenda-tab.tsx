import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import EventOutlined from '@mui/icons-material/EventOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { addDays, romeDateOf } from '@officina/contracts';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../../components/empty-state.tsx';
import { useCan } from '../../../../lib/ability.ts';
import { type AgendaOwner, useRecordAgenda } from '../../api/extras/record-agenda.ts';
import { AgendaDayList } from './agenda-day-list.tsx';
import { agendaWindow, dayFirst, groupByDay } from './agenda-days.ts';
import { newEventPath } from './calendar-links.ts';

/** How far "Precedenti" and "Successivi" move: one whole window, so none is skipped nor shown twice. */
const STEP_DAYS = 120;

interface RecordAgendaTabProps {
  owner: AgendaOwner & { name: string; clientId?: number | null };
}

/** The "Agenda" tab of a client or a project: its events from a month ago to three months on. */
export function RecordAgendaTab({ owner }: RecordAgendaTabProps) {
  const today = romeDateOf(Date.now());
  const [shift, setShift] = useState(0);
  const range = agendaWindow(addDays(today, shift * STEP_DAYS));
  const agenda = useRecordAgenda(owner, range);
  const days = useMemo(() => groupByDay(agenda.data?.data ?? [], agenda.data?.meta.from), [agenda.data]);
  const can = useCan();
  const whose = owner.kind === 'client' ? 'questo cliente' : 'questo progetto';
  const add = can('manage_schedules') && (
    <Button component={RouterLink} to={newEventPath(owner, today)} variant="contained">
      Nuovo appuntamento
    </Button>
  );

  return (
    <Stack spacing={2} aria-label={`Agenda di ${owner.name}`} component="section">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Typography variant="body2" color="text.secondary" role="status">
          {`Dal ${dayFirst(range.from)} al ${dayFirst(range.to)}`}
          {agenda.data &&
            ` · ${agenda.data.meta.total === 1 ? '1 appuntamento' : `${agenda.data.meta.total} appuntamenti`}`}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Button startIcon={<ChevronLeft />} onClick={() => setShift((value) => value - 1)}>
            Precedenti
          </Button>
          {shift !== 0 && <Button onClick={() => setShift(0)}>Oggi</Button>}
          <Button endIcon={<ChevronRight />} onClick={() => setShift((value) => value + 1)}>
            Successivi
          </Button>
          {add}
        </Stack>
      </Stack>
      {agenda.isFetching && agenda.data && <LinearProgress aria-label="Aggiornamento dell’agenda" />}
      {agenda.isError ? (
        <Alert severity="error">Impossibile caricare gli appuntamenti. Riprova tra poco.</Alert>
      ) : !agenda.data ? (
        <Stack spacing={1} aria-busy="true" aria-label="Caricamento degli appuntamenti">
          <Skeleton height={28} />
          <Skeleton height={28} />
          <Skeleton height={28} />
        </Stack>
      ) : days.length === 0 ? (
        <EmptyState
          icon={<EventOutlined />}
          title={`Nessun appuntamento per ${whose} in questo periodo`}
          description={
            can('manage_schedules')
              ? `Con «Nuovo appuntamento» fissi un incontro già legato a ${whose}; con «Precedenti» e «Successivi» guardi gli altri periodi.`
              : 'Con «Precedenti» e «Successivi» guardi gli altri periodi; gli appuntamenti si fissano dal calendario.'
          }
        />
      ) : (
        <AgendaDayList days={days} today={today} />
      )}
    </Stack>
  );
}
