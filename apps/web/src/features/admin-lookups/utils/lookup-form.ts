import {
  type AdminLookup,
  type CreateLookupInput,
  createLookupInputSchema,
  type LookupFlag,
  lookupAdminMessages,
} from '@officina/contracts';
import { z } from 'zod';

/** A few colours that read well in both themes (Material 800 tones), offered before the hex field. */
export const presetColors = [
  { value: '#c62828', name: 'Rosso' },
  { value: '#ed6c02', name: 'Arancione' },
  { value: '#f9a825', name: 'Giallo' },
  { value: '#2e7d32', name: 'Verde' },
  { value: '#00838f', name: 'Verde acqua' },
  { value: '#0288d1', name: 'Azzurro' },
  { value: '#3949ab', name: 'Blu' },
  { value: '#7b1fa2', name: 'Viola' },
  { value: '#ad1457', name: 'Rosa' },
  { value: '#757575', name: 'Grigio' },
] as const;

export const flagLabels: Record<LookupFlag, { label: string; help: string }> = {
  is_closed: { label: 'Chiuso', help: 'Uno stato finale: il record non è più in corso.' },
  is_won: { label: 'Vinto', help: 'L’opportunità è vinta (implica «Chiuso»).' },
  is_lost: { label: 'Perso', help: 'L’opportunità è persa (implica «Chiuso»).' },
};

const HEX = /^#[0-9a-f]{6}$/;

/** The dialog's fields: the contracts' name, the colour as typed ('' for none), the flags. */
export const lookupFormSchema = z.object({
  name: createLookupInputSchema.shape.name,
  color: z
    .string()
    .overwrite((value) => value.trim().toLowerCase())
    .refine((value) => value === '' || HEX.test(value), lookupAdminMessages.color),
  is_closed: z.boolean(),
  is_won: z.boolean(),
  is_lost: z.boolean(),
});
export type LookupFormValues = z.input<typeof lookupFormSchema>;

/** A value's fields, or a new value's (no colour, no flag). */
export function lookupFormValues(lookup?: AdminLookup): LookupFormValues {
  return {
    name: lookup?.name ?? '',
    color: lookup?.color ?? '',
    is_closed: lookup?.is_closed ?? false,
    is_won: lookup?.is_won ?? false,
    is_lost: lookup?.is_lost ?? false,
  };
}

/** The API input: only the flags the kind carries; won or lost also closes. */
export function toLookupInput(
  values: z.output<typeof lookupFormSchema>,
  flags: readonly LookupFlag[],
): CreateLookupInput {
  const has = (flag: LookupFlag) => flags.includes(flag) && values[flag];
  return {
    name: values.name,
    color: values.color === '' ? null : values.color,
    is_closed: has('is_closed') || has('is_won') || has('is_lost'),
    is_won: has('is_won'),
    is_lost: has('is_lost'),
  };
}

/** Whether the colour typed so far is a whole `#rrggbb` (the swatch shows it only then). */
export function isHexColor(value: string): boolean {
  return HEX.test(value.trim().toLowerCase());
}

/** «usato da 3 record», «non usato». */
export function usageLabel(usage: number): string {
  return usage === 0 ? 'non usato' : `usato da ${usage} record`;
}
