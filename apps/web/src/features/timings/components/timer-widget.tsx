import StopCircleOutlined from '@mui/icons-material/StopCircleOutlined';
import TimerOutlined from '@mui/icons-material/TimerOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import { keyframes } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { timingKeys } from '../../../lib/entities/timings.ts';
import { formatTime } from '../../../lib/locale/format.ts';
import { paths } from '../../../lib/paths.ts';
import { formatElapsed } from '../../../lib/time/duration.ts';
import { listenTimerChanges } from '../../../lib/time/timer-sync.ts';
import { notify } from '../../../lib/toast.ts';
import { useTimer } from '../api/get-timer.ts';
import { useStopTimer } from '../api/stop-timer.ts';
import { timerSubject } from '../utils/timer-subject.ts';
import { useElapsed } from './use-elapsed.ts';

const pulse = keyframes`
  0% { opacity: 1; }
  50% { opacity: 0.35; }
  100% { opacity: 1; }
`;

/**
 * The running timer in the navbar, on every page: what it runs on and the elapsed h:mm:ss, with
 * "Ferma". It reads GET /timings/timer (so it survives a reload), refetches on focus, and follows the
 * other tabs through the BroadcastChannel. Nothing shows while no timer runs.
 */
export function TimerWidget() {
  const timer = useTimer();
  const stop = useStopTimer();
  const queryClient = useQueryClient();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  const running = timer.data?.timer ?? null;
  const elapsed = useElapsed(running?.started_at, timer.data?.offsetMs ?? 0);

  useEffect(
    () => listenTimerChanges(() => queryClient.invalidateQueries({ queryKey: timingKeys.all })),
    [queryClient],
  );

  if (!running) return null;
  const subject = timerSubject(running);
  const link = running.todo_id
    ? paths.todoDetail.build(running.todo_id)
    : running.project_id
      ? paths.projectDetail.build(running.project_id)
      : null;

  const onStop = () =>
    stop.mutate(undefined, {
      onSuccess: (result) => {
        setAnchor(null);
        notify.success(
          result.stopped
            ? `Timer fermato: ${formatElapsed(elapsed).slice(0, -3)} registrate`
            : 'Nessun timer in corso',
        );
      },
    });

  return (
    <>
      <Button
        color="inherit"
        variant="outlined"
        aria-label={`Timer in corso: ${subject}, ${formatElapsed(elapsed)}`}
        aria-haspopup="dialog"
        aria-controls={anchor ? id : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        data-testid="navbar-timer"
        sx={{
          borderRadius: 5,
          borderColor: 'success.main',
          color: 'success.main',
          px: 1.5,
          gap: 1,
          fontVariantNumeric: 'tabular-nums',
          textTransform: 'none',
        }}
      >
        <Box
          component="span"
          aria-hidden
          sx={{
            width: 8,
            height: 8,
            borderRadius: '50%',
            bgcolor: 'success.main',
            animation: `${pulse} 1.6s ease-in-out infinite`,
            '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
          }}
        />
        <Box component="span" sx={{ fontWeight: 600 }}>
          {formatElapsed(elapsed)}
        </Box>
        <Box
          component="span"
          sx={{
            display: { xs: 'none', md: 'inline' },
            maxWidth: 180,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
            color: 'text.secondary',
          }}
        >
          {subject}
        </Box>
      </Button>
      <Popover
        id={id}
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: 320, p: 2, mt: 1 } } }}
      >
        <Stack spacing={1.5} role="dialog" aria-label="Timer in corso">
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <TimerOutlined color="success" />
            <Typography variant="subtitle2">Timer in corso</Typography>
          </Stack>
          <Typography
            sx={{ fontSize: 32, fontWeight: 600, fontVariantNumeric: 'tabular-nums', lineHeight: 1.1 }}
          >
            {formatElapsed(elapsed)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Avviato alle {formatTime(running.started_at)}
            {running.type_name ? ` · ${running.type_name}` : ''}
          </Typography>
          <Divider />
          {link ? (
            <Link component={RouterLink} to={link} onClick={() => setAnchor(null)} underline="hover">
              {subject}
            </Link>
          ) : (
            <Typography>{subject}</Typography>
          )}
          {running.project_name && running.todo_id && (
            <Typography variant="body2" color="text.secondary">
              Progetto {running.project_code} · {running.project_name}
            </Typography>
          )}
          <Button
            variant="contained"
            color="error"
            startIcon={<StopCircleOutlined />}
            onClick={onStop}
            loading={stop.isPending}
          >
            Ferma timer
          </Button>
        </Stack>
      </Popover>
    </>
  );
}
