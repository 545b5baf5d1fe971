import { zodResolver } from '@hookform/resolvers/zod';
import { type DefaultValues, type FieldValues, type UseFormProps, useForm } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form validated by a zod schema of @officina/contracts (the server's own rules), its
 * messages shown once a field is left (`onTouched`; dialogs may prefer `onSubmit`).
 */
export function useSchemaForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
  mode: UseFormProps['mode'] = 'onTouched',
) {
  return useForm<z.input<S>, unknown, z.output<S>>({ resolver: zodResolver(schema), defaultValues, mode });
}
