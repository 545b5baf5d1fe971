import type { Vault, VaultField } from '../../security/vault.ts';

/** The sealed columns of a credential. */
export interface SealedValues {
  secret_enc: string | null;
  notes_enc: string | null;
}

const columns = { secret: 'secret_enc', notes: 'notes_enc' } as const satisfies Record<
  VaultField,
  keyof SealedValues
>;

/**
 * What the history says of a sealed field instead of its value: the Attività tab reads
 * "Password: modificata", "Note: rimosse". Fixed words, so no value ever reaches the log.
 */
export const sealedMarkers: Record<VaultField, { set: string; changed: string; cleared: string }> = {
  secret: { set: 'impostata', changed: 'modificata', cleared: 'rimossa' },
  notes: { set: 'inserite', changed: 'modificate', cleared: 'rimosse' },
};

const fields = Object.keys(columns) as VaultField[];

/** A create's secret and notes, sealed (null stays null). */
export function sealInput(
  vault: Vault,
  input: { secret: string | null; notes: string | null },
): SealedValues {
  return {
    secret_enc: input.secret === null ? null : vault.encrypt('secret', input.secret),
    notes_enc: input.notes === null ? null : vault.encrypt('notes', input.notes),
  };
}

/** The stored value opened, or null when it is not there or does not open (then it is replaced). */
function openedOrNull(vault: Vault, field: VaultField, envelope: string | null): string | null {
  if (envelope === null) return null;
  try {
    return vault.decrypt(field, envelope);
  } catch {
    return null;
  }
}

/**
 * An update's sealed columns: absent keeps the stored envelope, null clears it, a string replaces
 * it — unless it is what is stored already, which keeps the envelope (and the history quiet).
 */
export function sealUpdate(
  vault: Vault,
  before: SealedValues,
  input: { secret?: string | null | undefined; notes?: string | null | undefined },
): SealedValues {
  const next = (field: VaultField): string | null => {
    const given = input[field];
    const stored = before[columns[field]];
    if (given === undefined) return stored;
    if (given === null) return null;
    if (openedOrNull(vault, field, stored) === given) return stored;
    return vault.encrypt(field, given);
  };
  return { secret_enc: next('secret'), notes_enc: next('notes') };
}

/** The history's changes of the sealed fields: a fixed word for each, never the value. */
export function sealedChanges(
  before: SealedValues | null,
  after: SealedValues,
): Record<string, [null, string]> {
  const changes: Record<string, [null, string]> = {};
  for (const field of fields) {
    const old = before?.[columns[field]] ?? null;
    const now = after[columns[field]];
    if (old === now) continue;
    const marker = sealedMarkers[field];
    changes[field] = [null, old === null ? marker.set : now === null ? marker.cleared : marker.changed];
  }
  return changes;
}
