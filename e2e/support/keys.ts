import type { Api } from './api.ts';
import { unique } from './records.ts';

/** A physical key or badge as the keys API answers it (the fields the browser tests read). */
export interface KeyRecord {
  id: number;
  label: string;
  code: string;
  copies: number;
  client_id: number | null;
}

/** POST /keyholders/keys: a key of its own (label and code carry `unique()`). */
export async function createKey(
  api: Api,
  fields: { label?: string; code?: string; copies?: number; client_id?: number; site?: string } = {},
): Promise<KeyRecord> {
  const id = unique();
  const { key } = await api.post<{ key: KeyRecord }>('/keyholders/keys', {
    label: `Cancello E2E ${id}`,
    code: `E2E-${id}`,
    copies: 2,
    ...fields,
  });
  return key;
}

/** POST /keyholders/keys/:id/checkout: one copy to a colleague or a client's person, days `YYYY-MM-DD`. */
export async function checkOutKey(
  api: Api,
  keyId: number,
  input: {
    copy_no: number;
    holder_user_id?: number;
    holder_person_id?: number;
    out_on?: string;
    due_on?: string;
    note?: string;
  },
): Promise<void> {
  await api.post(`/keyholders/keys/${keyId}/checkout`, input);
}

/** A colleague's id and the name the pages show ("Nome Cognome"), found by e-mail in the people settings. */
export async function colleague(api: Api, email: string): Promise<{ id: number; name: string }> {
  const settings = await api.get<{
    user_subusers: { id: number; name: string; surname: string; email: string }[];
  }>('/people/settings');
  const user = settings.user_subusers.find((entry) => entry.email === email);
  if (!user) throw new Error(`no colleague ${email} in the people settings`);
  return { id: user.id, name: `${user.name} ${user.surname}`.trim() };
}
