import { patronPresets, type SchedulePatron } from '@officina/contracts';

/** The select's value: a comune of the presets, «Altro» (typed) or «Nessuno». */
export const OTHER = 'altro';
export const NONE = 'nessuno';

/** The presets' comuni in alphabetical order (Italian collation). */
export const presetComuni = Object.keys(patronPresets).sort((a, b) => a.localeCompare(b, 'it'));

/** What the form holds: the choice and, for «Altro», what was typed. */
export interface PatronFormValues {
  choice: string;
  comune: string;
  /** Day-first `GG/MM`. */
  day: string;
  name: string;
}

/** `12-07` → `07/12`. */
export const dayToInput = (day: string) => `${day.slice(3, 5)}/${day.slice(0, 2)}`;

/**
 * A day typed day-first (`7/12`, `07/12`, `7.12`, `07-12`) → the setting's `MM-DD`, or null when it
 * is not a day and month.
 */
export function parsePatronDay(raw: string): string | null {
  const match = /^\s*(\d{1,2})\s*[/.\-\s]\s*(\d{1,2})\s*$/.exec(raw);
  if (!match) return null;
  const [day, month] = [Number(match[1]), Number(match[2])];
  if (month < 1 || month > 12 || day < 1) return null;
  const value = `${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  const probe = new Date(`2027-${value}T00:00:00Z`);
  return probe.toISOString().slice(5, 10) === value ? value : null;
}

/** The form's values for the stored setting: a preset comune when it matches one, «Altro» otherwise. */
export function formValuesOf(patron: SchedulePatron | null): PatronFormValues {
  if (!patron) return { choice: NONE, comune: '', day: '', name: '' };
  const preset = patron.comune ? patronPresets[patron.comune] : undefined;
  const matches = preset && preset.day === patron.day && preset.name === patron.name;
  return {
    choice: matches && patron.comune ? patron.comune : OTHER,
    comune: patron.comune ?? '',
    day: dayToInput(patron.day),
    name: patron.name,
  };
}

/**
 * The setting to save for the form's values: a preset's day and saint with its comune, the typed
 * ones for «Altro» (`day` null when it could not be read), or null for «Nessuno».
 */
export function patronOf(values: PatronFormValues): { patron: SchedulePatron | null } | { error: string } {
  if (values.choice === NONE) return { patron: null };
  const preset = patronPresets[values.choice];
  if (values.choice !== OTHER && preset) return { patron: { ...preset, comune: values.choice } };
  const day = parsePatronDay(values.day);
  if (!day) return { error: 'Giorno non valido: scrivilo come GG/MM, per esempio 07/12' };
  const name = values.name.trim().replace(/\s+/g, ' ');
  if (!name) return { error: 'Indica il santo patrono' };
  const comune = values.comune.trim().replace(/\s+/g, ' ');
  return { patron: { day, name, comune: comune === '' ? null : comune } };
}
