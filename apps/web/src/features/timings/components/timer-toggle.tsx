import PlayArrowOutlined from '@mui/icons-material/PlayArrowOutlined';
import StopOutlined from '@mui/icons-material/StopOutlined';
import Button from '@mui/material/Button';
import { formatElapsed } from '../../../lib/time/duration.ts';
import { notify } from '../../../lib/toast.ts';
import { useTimer } from '../api/get-timer.ts';
import { useStartTimer } from '../api/start-timer.ts';
import { useStopTimer } from '../api/stop-timer.ts';
import { useElapsed } from './use-elapsed.ts';

interface TimerToggleProps {
  todoId?: number | null;
  projectId?: number | null;
  clientId?: number | null;
}

/**
 * "Avvia timer" on a to-do or project; "Ferma timer · 0:12:03" while it runs on this record. Starting
 * here stops a timer running elsewhere (the server keeps one per user) and says so.
 */
export function TimerToggle({ todoId = null, projectId = null, clientId = null }: TimerToggleProps) {
  const timer = useTimer();
  const start = useStartTimer();
  const stop = useStopTimer();
  const running = timer.data?.timer ?? null;
  const here =
    running !== null &&
    (todoId ? running.todo_id === todoId : running.todo_id === null && running.project_id === projectId);
  const elapsed = useElapsed(here ? running?.started_at : null, timer.data?.offsetMs ?? 0);

  if (here) {
    return (
      <Button
        variant="contained"
        color="error"
        startIcon={<StopOutlined />}
        loading={stop.isPending}
        onClick={() =>
          stop.mutate(undefined, { onSuccess: () => notify.success('Timer fermato: tempo registrato') })
        }
        sx={{ fontVariantNumeric: 'tabular-nums' }}
      >
        Ferma timer · {formatElapsed(elapsed)}
      </Button>
    );
  }
  return (
    <Button
      variant="outlined"
      startIcon={<PlayArrowOutlined />}
      loading={start.isPending}
      onClick={() =>
        start.mutate(
          { todo_id: todoId, project_id: projectId, client_id: clientId },
          {
            onSuccess: (result) =>
              notify.success(
                result.stopped
                  ? `Timer avviato; fermato quello su «${result.stopped.todo_title ?? result.stopped.project_name ?? 'altra attività'}»`
                  : 'Timer avviato',
              ),
          },
        )
      }
    >
      Avvia timer
    </Button>
  );
}
