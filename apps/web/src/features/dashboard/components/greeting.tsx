import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { dayjs } from '../../../lib/locale/dayjs.ts';
import { formatLongDate } from '../../../lib/locale/format.ts';

/** Before 14:00 "Buongiorno", then "Buonasera" (the Italian afternoon greeting at work). */
export function greetingFor(hour: number): string {
  return hour < 14 ? 'Buongiorno' : 'Buonasera';
}

/** "Buongiorno, Maria" and today's date in Italian. */
export function Greeting({ name, now = new Date() }: { name: string; now?: Date }) {
  const today = formatLongDate(now);
  return (
    <Stack spacing={0.5}>
      <Typography variant="h1">
        {greetingFor(dayjs(now).hour())}
        {name ? `, ${name}` : ''}
      </Typography>
      <Typography color="text.secondary">Oggi è {today}</Typography>
    </Stack>
  );
}
