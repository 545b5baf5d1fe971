import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { ProvinciaAutocomplete } from './provincia-autocomplete.tsx';

interface FormProvinciaFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label?: string;
}

/** ProvinciaAutocomplete bound to react-hook-form (value: the sigla or null), with its inline message. */
export function FormProvinciaField<T extends FieldValues>({
  control,
  name,
  label,
}: FormProvinciaFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <ProvinciaAutocomplete
          value={(field.value as string | null | undefined) ?? null}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={fieldState.error?.message}
          {...(label ? { label } : {})}
        />
      )}
    />
  );
}
