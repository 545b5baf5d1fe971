import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface BudgetBarProps {
  label: string;
  /** "12:30 di 40:00", "€ 1.234,56 di € 5.000,00". */
  detail: string;
  /** Used / budget × 100; null when there is no budget. */
  percent: number | null;
}

/** Used vs budget as a bar: blue, amber past 80 %, red past 100 % (the bar stops full, the text says how much). */
export function BudgetBar({ label, detail, percent }: BudgetBarProps) {
  const color =
    percent === null ? 'primary' : percent > 100 ? 'error' : percent >= 80 ? 'warning' : 'primary';
  return (
    <Stack spacing={0.75}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 1 }}>
        <Typography variant="subtitle2">{label}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {detail}
          {percent !== null && ` · ${Math.round(percent).toLocaleString('it-IT')} %`}
        </Typography>
      </Stack>
      {percent !== null && (
        <LinearProgress
          variant="determinate"
          value={Math.min(100, percent)}
          color={color}
          aria-label={label}
          sx={{ height: 10, borderRadius: 5 }}
        />
      )}
    </Stack>
  );
}
