import {
  type CreateLookupInput,
  type LookupFlag,
  type LookupKind,
  lookupFlags,
  lookupKindInfo,
} from '@officina/contracts';
import { validationError } from '../../http/api-error.ts';
import type { LookupValues } from './lookup-admin.repository.ts';

const flagLabels: Record<LookupFlag, string> = {
  is_closed: 'chiuso',
  is_won: 'vinto',
  is_lost: 'perso',
};

const titleOf = (kind: LookupKind) => lookupKindInfo[kind].title;

/** 422 on `kind` for the add/archive/delete/restore of a system kind's values. */
export function assertNotSystem(kind: LookupKind): void {
  if (!lookupKindInfo[kind].system) return;
  const message = `«${titleOf(kind)}» è una tabella di sistema: se ne possono cambiare solo nome, colore e ordine.`;
  throw validationError({ kind: [message] }, message);
}

/**
 * The flags as stored: only those of the kind (422 on a flag that does not apply), won and lost
 * exclusive (422), and either of them implying closed.
 */
export function normaliseValues(kind: LookupKind, input: CreateLookupInput): LookupValues {
  const allowed = lookupKindInfo[kind].flags;
  const errors: Record<string, string[]> = {};
  for (const flag of lookupFlags) {
    if (input[flag] && !allowed.includes(flag)) {
      errors[flag] = [`I valori di «${titleOf(kind)}» non hanno il flag «${flagLabels[flag]}»`];
    }
  }
  if (input.is_won && input.is_lost) errors.is_lost = ['Un valore non può essere sia vinto sia perso'];
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return {
    name: input.name,
    color: input.color,
    is_closed: input.is_closed || input.is_won || input.is_lost,
    is_won: input.is_won,
    is_lost: input.is_lost,
  };
}

/** Name compared for uniqueness: case-, accent- and spacing-insensitive. */
export function nameKey(name: string): string {
  return name.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('it').replace(/\s+/g, ' ').trim();
}

/** 422 on `name` when another active value of the kind has the same name. */
export function assertUniqueName(
  kind: LookupKind,
  name: string,
  active: readonly { id: number; name: string }[],
  selfId?: number,
): void {
  const key = nameKey(name);
  if (active.some((row) => row.id !== selfId && nameKey(row.name) === key)) {
    throw validationError({ name: [`«${titleOf(kind)}» ha già un valore attivo chiamato «${name}»`] });
  }
}

/** A machine key from the name (`In revisione` → `in_revisione`), unique among `taken`. */
export function keyFromName(name: string, taken: ReadonlySet<string>): string {
  const base =
    name
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .slice(0, 40)
      .replace(/_+$/, '') || 'valore';
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}_${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** «Valore archiviato: è usato da N record.» */
export function archivedMessage(usage: number): string {
  return `Valore archiviato: è usato da ${usage} record.`;
}

/** 422 when removing the value would leave its kind with no active value. */
export function assertNotLastActive(kind: LookupKind, activeCount: number): void {
  if (activeCount > 1) return;
  const message = `È l’unico valore attivo di «${titleOf(kind)}»: aggiungine un altro prima di toglierlo.`;
  throw validationError({ id: [message] }, message);
}
