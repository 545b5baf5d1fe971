import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { ReportGroupBy } from '@officina/contracts';
import { dayjs } from '../../../lib/locale/dayjs.ts';
import { useSettingsStore } from '../../../lib/settings/settings-store.ts';
import { groupLabels, type ReportView } from '../utils/report-params.ts';
import { type PeriodPreset, periodPresets, presetRange } from '../utils/report-period.ts';

interface TimeReportFiltersProps {
  view: ReportView;
  today: string;
  /** view_all_timings: whose hours can be picked. */
  canPickUser: boolean;
  /** URL changes; null removes a parameter. */
  onChange: (changes: Record<string, string | null>) => void;
}

/** Above the report: period (preset or days), users, billable filter and grouping — one line at 1440 px with the menu open. */
export function TimeReportFilters({ view, today, canPickUser, onChange }: TimeReportFiltersProps) {
  const users = useSettingsStore((state) => state.people?.user_subusers) ?? [];
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label="Periodo"
          value={view.preset ?? 'custom'}
          onChange={(event) => {
            if (event.target.value === 'custom') return;
            const range = presetRange(event.target.value as PeriodPreset, today);
            onChange({ from: range.from, to: range.to });
          }}
          sx={{ minWidth: 150 }}
        >
          {periodPresets.map((entry) => (
            <MenuItem key={entry.key} value={entry.key}>
              {entry.label}
            </MenuItem>
          ))}
          <MenuItem value="custom" disabled>
            Personalizzato
          </MenuItem>
        </TextField>
        <DatePicker
          label="Dal"
          value={dayjs(view.from)}
          onChange={(value) => value?.isValid() && onChange({ from: value.format('YYYY-MM-DD') })}
          slotProps={{ textField: { size: 'small', sx: { width: 150 } } }}
        />
        <DatePicker
          label="Al"
          value={dayjs(view.to)}
          onChange={(value) => value?.isValid() && onChange({ to: value.format('YYYY-MM-DD') })}
          slotProps={{ textField: { size: 'small', sx: { width: 150 } } }}
        />
        {canPickUser && (
          <TextField
            select
            size="small"
            label="Utenti"
            value={view.user}
            onChange={(event) => onChange({ user: event.target.value })}
            sx={{ minWidth: 150 }}
          >
            <MenuItem value="all">Tutti</MenuItem>
            <MenuItem value="me">Solo io</MenuItem>
            {users.map((entry) => (
              <MenuItem key={entry.id} value={String(entry.id)}>
                {entry.name} {entry.surname}
              </MenuItem>
            ))}
          </TextField>
        )}
        <TextField
          select
          size="small"
          label="Fatturabili"
          value={view.billable ?? ''}
          onChange={(event) => onChange({ billable: event.target.value || null })}
          sx={{ minWidth: 140 }}
        >
          <MenuItem value="">Tutte le ore</MenuItem>
          <MenuItem value="true">Solo fatturabili</MenuItem>
          <MenuItem value="false">Non fatturabili</MenuItem>
        </TextField>
        <Box sx={{ flex: 1 }} />
        <ToggleButtonGroup
          exclusive
          size="small"
          value={view.groupBy}
          onChange={(_, value: ReportGroupBy | null) => value && onChange({ group_by: value })}
          aria-label="Raggruppa per"
        >
          {(Object.keys(groupLabels) as ReportGroupBy[]).map((key) => (
            <ToggleButton key={key} value={key}>
              {groupLabels[key]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
    </Paper>
  );
}
