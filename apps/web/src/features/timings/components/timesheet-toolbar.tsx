import ChevronLeftOutlined from '@mui/icons-material/ChevronLeftOutlined';
import ChevronRightOutlined from '@mui/icons-material/ChevronRightOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useSettingsStore } from '../../../lib/settings/settings-store.ts';
import { shiftWeek, weekLabel, weekOrCurrent } from '../../../lib/time/week.ts';

interface TimesheetToolbarProps {
  week: string;
  /** Today, `YYYY-MM-DD`. */
  today: string;
  /** Whose sheet is shown. */
  userId: number | null;
  meId: number | null;
  /** view_all_timings: a colleague can be picked. */
  canPickUser: boolean;
  onWeek: (week: string) => void;
  onUser: (userId: number) => void;
}

/** Above the timesheet: previous/next/this week, and with view_all_timings whose sheet. */
export function TimesheetToolbar({
  week,
  today,
  userId,
  meId,
  canPickUser,
  onWeek,
  onUser,
}: TimesheetToolbarProps) {
  const users = useSettingsStore((state) => state.people?.user_subusers) ?? [];
  const current = weekOrCurrent(null, today);
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between' }}
      >
        {/* On a phone the week's label and "Questa settimana" wrap instead of widening the page. */}
        <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 1, minWidth: 0 }}>
          <Tooltip title="Settimana precedente">
            <IconButton aria-label="Settimana precedente" onClick={() => onWeek(shiftWeek(week, -1))}>
              <ChevronLeftOutlined />
            </IconButton>
          </Tooltip>
          <Typography
            variant="h3"
            component="h2"
            sx={{
              minWidth: { xs: 0, sm: 300 },
              flex: { xs: 1, sm: 'none' },
              textAlign: 'center',
              fontVariantNumeric: 'tabular-nums',
            }}
            aria-live="polite"
          >
            {weekLabel(week)}
          </Typography>
          <Tooltip title="Settimana successiva">
            <IconButton aria-label="Settimana successiva" onClick={() => onWeek(shiftWeek(week, 1))}>
              <ChevronRightOutlined />
            </IconButton>
          </Tooltip>
          <Button size="small" onClick={() => onWeek(current)} disabled={week === current}>
            Questa settimana
          </Button>
        </Stack>
        {canPickUser && (
          <TextField
            select
            size="small"
            label="Utente"
            value={String(userId ?? '')}
            onChange={(event) => onUser(Number(event.target.value))}
            sx={{ minWidth: 220 }}
          >
            {users.map((user) => (
              <MenuItem key={user.id} value={String(user.id)}>
                {user.name} {user.surname}
                {user.id === meId ? ' (io)' : ''}
              </MenuItem>
            ))}
          </TextField>
        )}
      </Stack>
    </Paper>
  );
}
