/**
 * FROZEN: never change this file. Migrations import only Kysely, node and this folder, because a
 * migration that has shipped must do tomorrow exactly what it did on the day it ran. These are
 * copies, taken when the migrations that use them were written, of what they need from the app
 * (db/database.ts `Engine`, db/search.ts `APOSTROPHE_VARIANTS` and `normalizeText`). The app's own
 * versions may change; if a newer migration needs a newer behaviour, give it its own frozen copy
 * (a new file), and leave these alone.
 */

/** The two database engines (db/database.ts `Engine`). */
export type Engine = 'sqlite' | 'postgres';

/** The apostrophe variants folded into the keyboard's ' by migration 0011-apostrophes. */
export const APOSTROPHE_VARIANTS = ['’', '‘', '`', '´', 'ʼ', '′'] as const;
const APOSTROPHES = new RegExp(`[${APOSTROPHE_VARIANTS.join('')}]`, 'g');

/**
 * Text as the sort keys stored it when migration 0014-user-name-key ran: lower-case, accents
 * stripped, apostrophes folded, spaces collapsed.
 */
export function normalizeText(value: string | null | undefined): string {
  if (!value) return '';
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(APOSTROPHES, "'")
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}
