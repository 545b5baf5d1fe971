import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { AuditOptions } from '@officina/contracts';
import { dayjs } from '../../../lib/locale/dayjs.ts';
import { type AuditFilters, hasAuditFilters } from '../utils/audit-filters.ts';

interface AuditFilterBarProps {
  filters: AuditFilters;
  options: AuditOptions | undefined;
  onChange: (next: AuditFilters) => void;
}

function StringSelect({
  label,
  value,
  choices,
  onChange,
}: {
  label: string;
  value: string | undefined;
  choices: readonly { value: string; label: string }[];
  onChange: (value: string | undefined) => void;
}) {
  // A value from the URL the options do not list yet still shows (by its raw name).
  const listed = value === undefined || choices.some((c) => c.value === value);
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
      sx={{ flex: '1 1 170px', maxWidth: 240 }}
    >
      <MenuItem value="">
        <em>Tutti</em>
      </MenuItem>
      {!listed && <MenuItem value={value}>{value}</MenuItem>}
      {choices.map((choice) => (
        <MenuItem key={choice.value} value={choice.value}>
          {choice.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

function DayField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}) {
  return (
    <DatePicker
      label={label}
      format="DD/MM/YYYY"
      value={value ? dayjs(value) : null}
      onChange={(next) => {
        if (next === null) onChange(undefined);
        else if (next.isValid()) onChange(next.format('YYYY-MM-DD'));
      }}
      slotProps={{ textField: { size: 'small', sx: { width: 170 } }, field: { clearable: true } }}
    />
  );
}

/** Utente, tipo di record, azione, dal/al: every change lands in the URL; «Azzera filtri» when any is set. */
export function AuditFilterBar({ filters, options, onChange }: AuditFilterBarProps) {
  const set = <K extends keyof AuditFilters>(key: K, value: AuditFilters[K]) => {
    const next = { ...filters, [key]: value };
    if (value === undefined) delete next[key];
    onChange(next);
  };
  const users = (options?.users ?? []).map((u) => ({ value: String(u.id), label: u.name }));
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }}>
      <Stack direction="row" useFlexGap spacing={1.5} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <StringSelect
          label="Utente"
          value={filters.user_id === undefined ? undefined : String(filters.user_id)}
          choices={users}
          onChange={(value) => set('user_id', value === undefined ? undefined : Number(value))}
        />
        <StringSelect
          label="Tipo di record"
          value={filters.entity}
          choices={options?.entities ?? []}
          onChange={(value) => set('entity', value)}
        />
        <StringSelect
          label="Azione"
          value={filters.action}
          choices={options?.actions ?? []}
          onChange={(value) => set('action', value)}
        />
        <DayField label="Dal" value={filters.from} onChange={(value) => set('from', value)} />
        <DayField label="Al" value={filters.to} onChange={(value) => set('to', value)} />
        {hasAuditFilters(filters) && (
          <Button onClick={() => onChange({})} size="small">
            Azzera filtri
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
