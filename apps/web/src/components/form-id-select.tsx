import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import { type Control, type FieldPath, type FieldValues, useWatch } from 'react-hook-form';
import { FormSelectField } from './form-select-field.tsx';

export interface IdOption {
  id: number;
  name: string;
  /** A lookup's colour, shown as a dot before the name. */
  color?: string | null;
}

interface FormIdSelectProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  options: readonly IdOption[];
  /** Text of the empty choice (value null); `null` leaves it out (the field always holds an option). */
  emptyLabel?: string | null;
  helperText?: string;
}

export function ColorDot({ color }: { color: string | null | undefined }) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        display: 'inline-block',
        width: 10,
        height: 10,
        borderRadius: '50%',
        mr: 1,
        flexShrink: 0,
        bgcolor: color ?? 'action.disabled',
      }}
    />
  );
}

/**
 * The menu items of a select over ids, with the lookups' colour dots when they have colours. A
 * function, not a component: a select reads its items' values from its direct children.
 */
export function idOptionItems(options: readonly IdOption[]) {
  const hasColors = options.some((option) => option.color);
  return options.map((option) => (
    <MenuItem key={option.id} value={String(option.id)}>
      <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center' }}>
        {hasColors && <ColorDot color={option.color} />}
        {option.name}
      </Box>
    </MenuItem>
  ));
}

/** What the select shows for a stored id that is no longer offered (an archived lookup value, a deactivated colleague). */
export const UNAVAILABLE_OPTION_LABEL = 'Non più disponibile';

/**
 * A select of records by id (a lookup, a colleague) bound to react-hook-form; the field holds a number
 * or null, never the empty string a native select would give. A stored id that is no longer among the
 * options (its lookup value archived, its user deactivated) stays in the field and shows as
 * «Non più disponibile» instead of an empty select; it can't be picked again.
 */
export function FormIdSelect<T extends FieldValues>({
  control,
  name,
  label,
  options,
  emptyLabel = 'Nessuno',
  helperText,
}: FormIdSelectProps<T>) {
  const current: unknown = useWatch({ control, name });
  const unavailable =
    typeof current === 'number' && options.length > 0 && !options.some((option) => option.id === current);
  return (
    <FormSelectField
      control={control}
      name={name}
      label={label}
      helperText={helperText}
      format={(value) => (value === null || value === undefined ? '' : String(value))}
      parse={(text) => (text === '' ? null : Number(text))}
    >
      {emptyLabel !== null && (
        <MenuItem value="">
          <em>{emptyLabel}</em>
        </MenuItem>
      )}
      {idOptionItems(options)}
      {unavailable && (
        <MenuItem value={String(current)} disabled>
          <em>{UNAVAILABLE_OPTION_LABEL}</em>
        </MenuItem>
      )}
    </FormSelectField>
  );
}
