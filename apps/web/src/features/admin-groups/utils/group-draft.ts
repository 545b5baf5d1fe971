import {
  fullAccessLabel,
  type PermissionName,
  permissionLabel,
  permissionNames,
  type UserGroupView,
} from '@officina/contracts';

/** What the matrix edits: «Accesso completo» and the named permissions granted one by one. */
export interface GroupDraft {
  full_access: boolean;
  permissions: readonly PermissionName[];
}

export function draftOf(group: UserGroupView): GroupDraft {
  return { full_access: group.full_access, permissions: group.permissions };
}

/** The draft with `name` switched on or off, in the catalogue's order. */
export function toggled(draft: GroupDraft, name: PermissionName, on: boolean): GroupDraft {
  const set = new Set(draft.permissions);
  if (on) set.add(name);
  else set.delete(name);
  return { ...draft, permissions: permissionNames.filter((entry) => set.has(entry)) };
}

export interface DraftChanges {
  /** «Accesso completo» switched on (true), off (false), or untouched (null). */
  fullAccess: boolean | null;
  added: string[];
  removed: string[];
}

/** What saving the draft changes, in Italian labels, for the confirmation. */
export function changesOf(group: UserGroupView, draft: GroupDraft): DraftChanges {
  const had = new Set(group.permissions);
  const has = new Set(draft.permissions);
  return {
    fullAccess: group.full_access === draft.full_access ? null : draft.full_access,
    added: permissionNames.filter((name) => has.has(name) && !had.has(name)).map(permissionLabel),
    removed: permissionNames.filter((name) => had.has(name) && !has.has(name)).map(permissionLabel),
  };
}

export function hasChanges(changes: DraftChanges): boolean {
  return changes.fullAccess !== null || changes.added.length > 0 || changes.removed.length > 0;
}

/** The confirmation's lines: «Accesso completo» first, then what is granted and what is taken away. */
export function changeLines(changes: DraftChanges): string[] {
  const lines: string[] = [];
  if (changes.fullAccess !== null)
    lines.push(`${fullAccessLabel}: ${changes.fullAccess ? 'attivato' : 'disattivato'}`);
  if (changes.added.length > 0) lines.push(`Concede: ${changes.added.join(', ')}`);
  if (changes.removed.length > 0) lines.push(`Toglie: ${changes.removed.join(', ')}`);
  return lines;
}

/** "3 utenti", "1 utente", "Nessun utente". */
export function usersCountLabel(count: number): string {
  if (count === 0) return 'Nessun utente';
  return count === 1 ? '1 utente' : `${count} utenti`;
}
