import SearchOutlined from '@mui/icons-material/SearchOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { ReactNode } from 'react';
import {
  clearedFilters,
  type FilterKind,
  isFiltered,
  type ListFilters,
  type ListSpec,
  type ListState,
  withFilters,
} from '../../lib/list/list-url-state.ts';
import { dayjs } from '../../lib/locale/dayjs.ts';
import { ClientPicker } from '../client-picker.tsx';
import { DebouncedTextField } from '../debounced-text-field.tsx';
import { MoneyField } from '../money-field.tsx';
import { ProjectPicker } from '../project-picker.tsx';
import { ProvinciaAutocomplete } from '../provincia-autocomplete.tsx';
import type { FilterField } from './filter-fields.ts';
import { FilterSelect } from './filter-select.tsx';

const SEARCH_WIDTHS = {
  wide: { flex: '1 1 280px', maxWidth: 420 },
  normal: { flex: '1 1 240px', maxWidth: 360 },
  narrow: { flex: '1 1 200px', maxWidth: 300 },
} as const;

type Value = string | number | boolean | undefined;

interface FilterBarProps<F extends Record<string, FilterKind>, S extends string> {
  spec: ListSpec<F, S>;
  state: ListState<F, S>;
  onChange: (next: ListState<F, S>) => void;
  fields: readonly FilterField<F>[];
  /** Filters that "Azzera filtri" neither counts nor clears (e.g. the todos' `view`). */
  uncounted?: readonly string[];
}

/**
 * A list's search and filters, built from its field declarations; every change lands in the URL
 * (back to page 1) and "Azzera filtri" shows while anything is set. Every control is a labelled MUI
 * field, reached with Tab in the order declared.
 */
export function FilterBar<F extends Record<string, FilterKind>, S extends string>({
  spec,
  state,
  onChange,
  fields,
  uncounted = [],
}: FilterBarProps<F, S>) {
  const filters = state.filters as Record<string, Value>;
  const set = (key: string, value: Value) =>
    onChange(withFilters(state, { filters: { [key]: value } as ListFilters<F> }));
  const control = (field: FilterField<F>): ReactNode => {
    if (field.type === 'search') {
      return (
        <DebouncedTextField
          key="q"
          size="small"
          label="Cerca"
          placeholder={field.placeholder}
          type="search"
          value={state.q}
          onCommit={(q) => onChange(withFilters(state, { q }))}
          sx={SEARCH_WIDTHS[field.width ?? 'normal']}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchOutlined fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      );
    }
    const { key } = field;
    const value = filters[key];
    switch (field.type) {
      case 'select':
        return (
          <FilterSelect
            key={key}
            label={field.label}
            value={value as number | undefined}
            options={field.options}
            onChange={(next) => set(key, next)}
          />
        );
      case 'choice': {
        const numeric = spec.filters[key] === 'id' || spec.filters[key] === 'count';
        const shown = value === undefined ? (field.fallback ?? '') : String(value);
        const known = shown === '' || field.options.some((option) => option.value === shown);
        return (
          <TextField
            key={key}
            select
            size="small"
            label={field.label}
            value={shown}
            onChange={(event) => {
              const raw = event.target.value;
              set(key, raw === '' || raw === field.fallback ? undefined : numeric ? Number(raw) : raw);
            }}
            sx={{ minWidth: field.minWidth }}
          >
            {field.all !== undefined && (
              <MenuItem value="">
                <em>{field.all}</em>
              </MenuItem>
            )}
            {field.options.map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {option.label}
              </MenuItem>
            ))}
            {!known && field.other && <MenuItem value={shown}>{field.other(shown)}</MenuItem>}
          </TextField>
        );
      }
      case 'client':
      case 'project': {
        const Picker = field.type === 'client' ? ClientPicker : ProjectPicker;
        return (
          <Box key={key} sx={{ width: field.width }}>
            <Picker
              size="small"
              value={(value as number | undefined) ?? null}
              onChange={(id) => set(key, id ?? undefined)}
            />
          </Box>
        );
      }
      case 'province':
        return (
          <Box key={key} sx={{ width: 210 }}>
            <ProvinciaAutocomplete
              size="small"
              value={(value as string | undefined) ?? null}
              onChange={(province) => set(key, province ?? undefined)}
            />
          </Box>
        );
      case 'text':
        return (
          <DebouncedTextField
            key={key}
            size="small"
            label={field.label}
            value={(value as string | undefined) ?? ''}
            onCommit={(text) => set(key, text.trim() === '' ? undefined : text.trim())}
            sx={{ width: field.width }}
          />
        );
      case 'switch':
        return (
          <FormControlLabel
            key={key}
            control={
              <Switch
                checked={value === true}
                onChange={(event) => set(key, event.target.checked ? true : undefined)}
              />
            }
            label={field.label}
          />
        );
      case 'month':
        // A month picker in Italian ("novembre 2026"), not the browser's own, which showed "--------- ----".
        return (
          <DatePicker
            key={key}
            label={field.label}
            views={['year', 'month']}
            openTo="month"
            format="MMMM YYYY"
            value={typeof value === 'string' ? dayjs(`${value}-01`) : null}
            onChange={(next) => set(key, next?.isValid() ? next.format('YYYY-MM') : undefined)}
            slotProps={{ textField: { size: 'small', sx: { width: 200 } }, field: { clearable: true } }}
          />
        );
      case 'day':
        return (
          <DatePicker
            key={key}
            label={field.label}
            format="DD/MM/YYYY"
            value={typeof value === 'string' ? dayjs(value) : null}
            onChange={(next) => {
              if (next === null) set(key, undefined);
              else if (next.isValid()) set(key, next.format('YYYY-MM-DD'));
            }}
            slotProps={{ textField: { size: 'small', sx: { width: 170 } }, field: { clearable: true } }}
          />
        );
      case 'money':
        return (
          <MoneyField
            key={key}
            size="small"
            label={field.label}
            value={(value as number | undefined) ?? null}
            onChange={(cents) => set(key, cents === null || cents < 0 ? undefined : cents)}
            sx={{ width: 150 }}
          />
        );
      case 'chip': {
        if (value === undefined || value === '' || value === false) return null;
        const label = field.label(String(value));
        return (
          <Chip
            key={key}
            label={label}
            onDelete={() => set(key, undefined)}
            data-testid={`filter-chip-${key}`}
          />
        );
      }
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        {fields.filter((field) => !field.hidden).map(control)}
        {isFiltered(state, uncounted) && (
          <Button onClick={() => onChange(clearedFilters(state, uncounted))}>Azzera filtri</Button>
        )}
      </Stack>
    </Paper>
  );
}
