import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatMinutes } from '../../../lib/time/duration.ts';

const WEEK_TARGET = 40 * 60;

/** Under the grid: the week's total against 40 hours. */
export function TimesheetWeekProgress({ total }: { total: number }) {
  const percent = Math.min(100, (total / WEEK_TARGET) * 100);
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="subtitle2" sx={{ minWidth: 170 }}>
          {formatMinutes(total)} di 40:00 settimanali
        </Typography>
        <LinearProgress
          variant="determinate"
          value={percent}
          color={total >= WEEK_TARGET ? 'success' : 'primary'}
          sx={{ flex: 1, height: 10, borderRadius: 5 }}
          aria-label="Ore della settimana rispetto a 40"
        />
      </Stack>
    </Paper>
  );
}
