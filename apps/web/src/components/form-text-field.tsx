import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { TextInputField, type TextInputFieldProps } from './text-input-field.tsx';

type FormTextFieldProps<T extends FieldValues> = Pick<
  TextInputFieldProps,
  'type' | 'autoComplete' | 'autoFocus' | 'disabled' | 'multiline' | 'rows' | 'placeholder'
> & {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  helperText?: string;
};

/** A TextInputField bound to react-hook-form, showing its Italian validation message inline. */
export function FormTextField<T extends FieldValues>({ control, name, ...input }: FormTextFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { ref, ...field }, fieldState }) => (
        <TextInputField {...input} {...field} inputRef={ref} error={fieldState.error?.message} />
      )}
    />
  );
}
