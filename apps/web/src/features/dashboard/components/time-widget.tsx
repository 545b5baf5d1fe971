import TimerOutlined from '@mui/icons-material/TimerOutlined';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { DASHBOARD_WIDGET_LABELS, type Dashboard, formatDecimalIt } from '@officina/contracts';
import type { ReactNode } from 'react';
import { paths } from '../../../lib/paths.ts';
import { formatMinutes } from '../../../lib/time/duration.ts';
import { WidgetCard } from './widget-card.tsx';

export const WEEK_DAYS = [
  'lunedì',
  'martedì',
  'mercoledì',
  'giovedì',
  'venerdì',
  'sabato',
  'domenica',
] as const;
const SHORT_DAYS = ['Lun', 'Mar', 'Mer', 'Gio', 'Ven', 'Sab', 'Dom'] as const;

/** The chart's text alternative: "lunedì 7:30, martedì 0:00, …". */
export function weekChartDescription(minutesByDay: readonly number[]): string {
  return WEEK_DAYS.map((day, index) => `${day} ${formatMinutes(minutesByDay[index] ?? 0)}`).join(', ');
}

interface TimeWidgetProps {
  data: NonNullable<Dashboard['time']>;
  /** The running timer with its stop button (the timings feature's), composed by the page. */
  timer: ReactNode;
}

/** "Timer e ore della settimana": the running timer, this week's hours against the target, hours per day. */
export function TimeWidget({ data, timer }: TimeWidgetProps) {
  const theme = useTheme();
  const percent =
    data.week_target_minutes > 0
      ? Math.min(100, (data.minutes_this_week / data.week_target_minutes) * 100)
      : 0;
  return (
    <WidgetCard title={DASHBOARD_WIDGET_LABELS.time} to={paths.timesheet.build()} icon={<TimerOutlined />}>
      {timer}
      <Box>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', mb: 0.75 }}>
          <Typography variant="subtitle2">Ore di questa settimana</Typography>
          <Typography sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}>
            {formatMinutes(data.minutes_this_week)}{' '}
            <Typography component="span" color="text.secondary" variant="body2">
              di {formatMinutes(data.week_target_minutes)}
            </Typography>
          </Typography>
        </Stack>
        <LinearProgress
          variant="determinate"
          value={percent}
          color={percent >= 100 ? 'success' : 'primary'}
          sx={{ height: 10, borderRadius: 5 }}
          aria-label="Ore della settimana rispetto all’obiettivo"
        />
      </Box>
      <Box
        role="img"
        aria-label={`Ore per giorno di questa settimana: ${weekChartDescription(data.minutes_by_day)}`}
      >
        <BarChart
          height={180}
          xAxis={[{ scaleType: 'band', data: [...SHORT_DAYS] }]}
          yAxis={[{ width: 36, valueFormatter: (value: number) => formatDecimalIt(value, 1) }]}
          series={[
            {
              data: data.minutes_by_day.map((minutes) => minutes / 60),
              label: 'Ore',
              color: theme.palette.primary.main,
              valueFormatter: (value) => formatMinutes(Math.round((value ?? 0) * 60)),
            },
          ]}
          margin={{ left: 0, right: 8, top: 8, bottom: 0 }}
          hideLegend
        />
      </Box>
    </WidgetCard>
  );
}
