import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TimingView } from '@officina/contracts';
import { formatElapsed } from '../../../lib/time/duration.ts';
import { notify } from '../../../lib/toast.ts';
import { useStopTimer } from '../api/stop-timer.ts';
import { timerSubject } from '../utils/timer-subject.ts';
import { useElapsed } from './use-elapsed.ts';

interface RunningTimerCardProps {
  running: TimingView | null;
  /** The server's clock minus this browser's, so the elapsed time ignores a wrong local clock. */
  offsetMs: number;
  /** After a stop (the dashboard reloads its hours). */
  onStopped?: () => void;
}

/** The dashboard's running timer: what it runs on, the live h:mm:ss and "Ferma"; a hint when none runs. */
export function RunningTimerCard({ running, offsetMs, onStopped }: RunningTimerCardProps) {
  const stop = useStopTimer();
  const elapsed = useElapsed(running?.started_at, offsetMs);
  if (!running) {
    return (
      <Typography variant="body2" color="text.secondary">
        Nessun timer in corso: avvialo da un to-do o da un progetto.
      </Typography>
    );
  }
  return (
    <Stack spacing={1} sx={{ p: 1.5, borderRadius: 1, bgcolor: 'action.hover' }}>
      <Typography variant="body2" color="text.secondary" noWrap>
        Timer in corso · {timerSubject(running)}
      </Typography>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography sx={{ fontSize: 28, fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
          {formatElapsed(elapsed)}
        </Typography>
        <Button
          size="small"
          color="error"
          variant="outlined"
          loading={stop.isPending}
          onClick={() =>
            stop.mutate(undefined, {
              onSuccess: () => {
                notify.success('Timer fermato: tempo registrato');
                onStopped?.();
              },
            })
          }
        >
          Ferma
        </Button>
      </Stack>
    </Stack>
  );
}
