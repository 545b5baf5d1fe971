import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { useId } from 'react';
import { dayjs } from '../../../lib/locale/dayjs.ts';
import {
  buildRrule,
  noRecurrence,
  type Recurrence,
  type RecurrenceFrequency,
  type WeekdayCode,
  weekdayCodes,
  weekdayOf,
  weekdayOrdinalOf,
} from '../utils/recurrence.ts';
import { describeRrule, nthWeekdayText, weekdayShortNames } from '../utils/recurrence-text.ts';

const frequencies: [RecurrenceFrequency, string][] = [
  ['none', 'Non si ripete'],
  ['DAILY', 'Ogni giorno'],
  ['WEEKLY', 'Ogni settimana'],
  ['MONTHLY', 'Ogni mese'],
  ['YEARLY', 'Ogni anno'],
];
const units: Record<RecurrenceFrequency, string> = {
  none: '',
  DAILY: 'giorni',
  WEEKLY: 'settimane',
  MONTHLY: 'mesi',
  YEARLY: 'anni',
};

interface RecurrenceEditorProps {
  value: Recurrence;
  onChange: (value: Recurrence) => void;
  /** The series' first day: the weekday, the day of the month and the "second Tuesday" come from it. */
  startDay: string;
  allDay: boolean;
  skipHolidays: boolean;
  onSkipHolidays: (skip: boolean) => void;
  error?: string | undefined;
}

/**
 * How an event repeats, written as an RRULE: daily, weekly on chosen days, monthly on the day or on
 * "the second Tuesday", yearly; every N; until a day or N times; holidays skipped. The rule is read
 * back in plain Italian under the fields.
 */
export function RecurrenceEditor({
  value,
  onChange,
  startDay,
  allDay,
  skipHolidays,
  onSkipHolidays,
  error,
}: RecurrenceEditorProps) {
  const id = useId();
  const set = (patch: Partial<Recurrence>) => onChange({ ...value, ...patch, custom: null });
  const frequency = value.custom ? 'custom' : value.frequency;
  const rule = buildRrule(value, startDay, allDay);
  const summary = describeRrule(rule, startDay, skipHolidays && rule !== null);
  const nth = nthWeekdayText(`${weekdayOrdinalOf(startDay)}${weekdayOf(startDay)}`) ?? '';

  return (
    <Stack spacing={2}>
      <TextField
        select
        label="Ripetizione"
        value={frequency}
        onChange={(event) => {
          const next = event.target.value as RecurrenceFrequency | 'custom';
          if (next === 'custom') return;
          onChange(next === 'none' ? noRecurrence : { ...value, frequency: next, custom: null });
        }}
      >
        {frequencies.map(([code, label]) => (
          <MenuItem key={code} value={code}>
            {label}
          </MenuItem>
        ))}
        {value.custom && <MenuItem value="custom">Regola personalizzata</MenuItem>}
      </TextField>
      {value.frequency !== 'none' && !value.custom && (
        <>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <TextField
              type="number"
              label="Ogni"
              // Empty while typing (0), read as 1 by the rule and put back to 1 on leaving.
              value={value.interval || ''}
              onChange={(event) =>
                set({ interval: Math.max(0, Math.trunc(Number(event.target.value)) || 0) })
              }
              onBlur={() => value.interval < 1 && set({ interval: 1 })}
              slotProps={{ htmlInput: { min: 1, max: 999 } }}
              sx={{ width: 100 }}
            />
            <Typography>{units[value.frequency]}</Typography>
          </Stack>
          {value.frequency === 'WEEKLY' && (
            <FormControl component="fieldset">
              <FormLabel component="legend" id={`${id}-days`}>
                Nei giorni
              </FormLabel>
              <ToggleButtonGroup
                size="small"
                aria-labelledby={`${id}-days`}
                value={value.weekdays.length > 0 ? value.weekdays : [weekdayOf(startDay)]}
                onChange={(_, days: WeekdayCode[]) => days.length > 0 && set({ weekdays: days })}
                sx={{ flexWrap: 'wrap' }}
              >
                {weekdayCodes.map((code) => (
                  <ToggleButton key={code} value={code}>
                    {weekdayShortNames[code]}
                  </ToggleButton>
                ))}
              </ToggleButtonGroup>
            </FormControl>
          )}
          {value.frequency === 'MONTHLY' && (
            <RadioGroup
              aria-label="Giorno del mese"
              value={value.monthly}
              onChange={(event) => set({ monthly: event.target.value as Recurrence['monthly'] })}
            >
              <FormControlLabel
                value="day"
                control={<Radio />}
                label={`Il giorno ${Number(startDay.slice(8, 10))}`}
              />
              <FormControlLabel
                value="weekday"
                control={<Radio />}
                label={nth.charAt(0).toUpperCase() + nth.slice(1)}
              />
            </RadioGroup>
          )}
          <FormControl component="fieldset">
            <FormLabel component="legend">Termina</FormLabel>
            <RadioGroup
              value={value.end}
              onChange={(event) => set({ end: event.target.value as Recurrence['end'] })}
            >
              <FormControlLabel value="never" control={<Radio />} label="Mai" />
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <FormControlLabel value="until" control={<Radio />} label="Il giorno" />
                <DatePicker
                  label="Ultimo giorno"
                  disabled={value.end !== 'until'}
                  value={value.until ? dayjs(value.until) : null}
                  onChange={(day) => set({ until: day?.isValid() ? day.format('YYYY-MM-DD') : null })}
                  slotProps={{ textField: { size: 'small', sx: { maxWidth: 200 } } }}
                />
              </Stack>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <FormControlLabel value="count" control={<Radio />} label="Dopo" />
                <TextField
                  type="number"
                  size="small"
                  label="Volte"
                  disabled={value.end !== 'count'}
                  value={value.count ?? ''}
                  onChange={(event) =>
                    set({ count: event.target.value === '' ? null : Number(event.target.value) })
                  }
                  slotProps={{ htmlInput: { min: 1, max: 1000 } }}
                  sx={{ width: 100 }}
                />
                <Typography>volte</Typography>
              </Stack>
            </RadioGroup>
          </FormControl>
        </>
      )}
      {rule && (
        <FormControlLabel
          control={
            <Switch checked={skipHolidays} onChange={(event) => onSkipHolidays(event.target.checked)} />
          }
          label="Salta i festivi"
        />
      )}
      {summary && (
        <Typography
          variant="body2"
          color="text.secondary"
          aria-live="polite"
          data-testid="recurrence-summary"
        >
          {summary}
        </Typography>
      )}
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Stack>
  );
}
