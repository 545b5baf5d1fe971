import { type LookupKind, lookupKinds } from '@officina/contracts';

/** The kind in the URL, or the first one when it names none. */
export function kindOf(param: string | undefined): LookupKind {
  return (lookupKinds as readonly string[]).includes(param ?? '') ? (param as LookupKind) : lookupKinds[0];
}
