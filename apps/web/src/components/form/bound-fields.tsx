import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import {
  type Control,
  Controller,
  type ControllerFieldState,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';
import { ClientPicker } from '../client-picker.tsx';
import { DurationField } from '../duration-field.tsx';
import type { IdOption } from '../form-id-select.tsx';
import { MoneyField } from '../money-field.tsx';
import { type ProjectOption, ProjectPicker } from '../project-picker.tsx';
import { UserMultiPicker } from '../user-multi-picker.tsx';

/**
 * The pickers and special inputs of components/ bound to react-hook-form, as FormTextField binds a
 * text: the field's value, change, blur, focus target and validation message, nothing else to wire.
 */
interface BoundProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
}

/** What every bound input takes from the field: blur, focus target and the message under it. */
function bind<T extends FieldValues>(field: ControllerRenderProps<T>, fieldState: ControllerFieldState) {
  return { onBlur: field.onBlur, inputRef: field.ref, error: fieldState.error?.message };
}

interface FormClientPickerProps<T extends FieldValues> extends BoundProps<T> {
  label?: string;
  helperText?: string;
  /** After the field took the new client (e.g. clear what depended on the old one). */
  onPicked?: (id: number | null) => void;
}

/** A client (id or null) chosen with ClientPicker. */
export function FormClientPicker<T extends FieldValues>({
  control,
  name,
  onPicked,
  ...picker
}: FormClientPickerProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <ClientPicker
          {...picker}
          value={field.value ?? null}
          onChange={(id) => {
            field.onChange(id);
            onPicked?.(id);
          }}
          {...bind(field, fieldState)}
        />
      )}
    />
  );
}

interface FormProjectPickerProps<T extends FieldValues> extends BoundProps<T> {
  /** After the field took the new project, with its client (e.g. fill the client from it). */
  onPicked?: (id: number | null, project: ProjectOption | null) => void;
}

/** A project (id or null) chosen with ProjectPicker. */
export function FormProjectPicker<T extends FieldValues>({
  control,
  name,
  onPicked,
}: FormProjectPickerProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <ProjectPicker
          value={field.value ?? null}
          onChange={(id, project) => {
            field.onChange(id);
            onPicked?.(id, project);
          }}
          {...bind(field, fieldState)}
        />
      )}
    />
  );
}

interface FormUserMultiPickerProps<T extends FieldValues> extends BoundProps<T> {
  label: string;
  options: readonly IdOption[];
}

/** Several users (ids) chosen with UserMultiPicker. */
export function FormUserMultiPicker<T extends FieldValues>({
  control,
  name,
  ...picker
}: FormUserMultiPickerProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <UserMultiPicker
          {...picker}
          value={field.value ?? []}
          onChange={field.onChange}
          {...bind(field, fieldState)}
        />
      )}
    />
  );
}

interface FormDurationFieldProps<T extends FieldValues> extends BoundProps<T> {
  label: string;
  helperText?: string | undefined;
  autoFocus?: boolean | undefined;
}

/** Minutes (or null) typed as "h:mm" with DurationField. */
export function FormDurationField<T extends FieldValues>({
  control,
  name,
  ...input
}: FormDurationFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DurationField
          {...input}
          value={field.value ?? null}
          onChange={field.onChange}
          {...bind(field, fieldState)}
        />
      )}
    />
  );
}

interface FormMoneyFieldProps<T extends FieldValues> extends BoundProps<T> {
  label: string;
  helperText?: string;
  /** A required amount: an empty field is 0, not null. */
  required?: boolean;
}

/** Cents typed as "1.234,56" with MoneyField. */
export function FormMoneyField<T extends FieldValues>({
  control,
  name,
  required = false,
  ...input
}: FormMoneyFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <MoneyField
          {...input}
          value={field.value ?? (required ? 0 : null)}
          onChange={required ? (cents) => field.onChange(cents ?? 0) : field.onChange}
          {...bind(field, fieldState)}
        />
      )}
    />
  );
}

interface FormSwitchProps<T extends FieldValues> extends BoundProps<T> {
  label: string;
  /** Shown while the field holds no value yet. */
  emptyChecked?: boolean;
}

/** A yes/no field as a labelled switch. */
export function FormSwitch<T extends FieldValues>({
  control,
  name,
  label,
  emptyChecked = false,
}: FormSwitchProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          control={
            <Switch
              checked={field.value ?? emptyChecked}
              onChange={(event) => field.onChange(event.target.checked)}
            />
          }
          label={label}
        />
      )}
    />
  );
}

interface FormCountFieldProps<T extends FieldValues> extends BoundProps<T> {
  label: string;
  /** Shown under the field while it has no error. */
  helperText?: string;
  min?: number;
  max?: number;
}

/** A whole number that may be left empty (null): days, repetitions. */
export function FormCountField<T extends FieldValues>({
  control,
  name,
  label,
  helperText,
  min,
  max,
}: FormCountFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          type="number"
          label={label}
          value={field.value ?? ''}
          onChange={(event) => field.onChange(event.target.value === '' ? null : Number(event.target.value))}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText}
          slotProps={{ htmlInput: { min, max } }}
        />
      )}
    />
  );
}
