import type { DefaultGroupKey } from '@officina/contracts';
import { ADMIN, type ConfigOverrides, createTestApp, type TestApp } from '../helper.ts';
import { json } from '../sales/sales-fixtures.ts';

export { json };

/** A secret and notes no list, export, search, history, error or log line may ever carry. */
export const PLANTED_SECRET = 'Pl4nted-S3cret!zq7';
export const PLANTED_NOTES = 'note-riservate-xk9 codice allarme 4711';

export interface CredentialsApp extends TestApp {
  admin: string;
  tokens: Record<'technicians' | 'sales' | 'accounting' | 'none' | 'outsider', string>;
  techId: number;
  /** A client of a project the Tecnico manages. */
  clientId: number;
  /** The Tecnico's project (of `clientId`). */
  projectId: number;
  /** A client of no project of the Tecnico. */
  otherClientId: number;
}

async function post(t: TestApp, token: string, url: string, payload: Record<string, unknown>) {
  const res = await t.request({ method: 'POST', url, token, payload });
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return json(res);
}

/**
 * The real app with two clients, a project of the first managed by a Tecnico, and a user of each
 * default group (plus a Tecnico on no project and a user with no group).
 */
export async function createCredentialsApp(overrides: ConfigOverrides = {}): Promise<CredentialsApp> {
  const t = await createTestApp(overrides);
  const admin = await t.login(ADMIN.email, ADMIN.password);
  const users: [keyof CredentialsApp['tokens'], DefaultGroupKey | null][] = [
    ['technicians', 'technicians'],
    ['sales', 'sales'],
    ['accounting', 'accounting'],
    ['none', null],
    ['outsider', 'technicians'],
  ];
  const tokens = {} as CredentialsApp['tokens'];
  const ids: Record<string, number> = {};
  for (const [name, group] of users) {
    ids[name] = await t.createUser({ email: `${name}@test.it`, password: 'password-123', group, name });
    tokens[name] = await t.login(`${name}@test.it`, 'password-123');
  }
  const client = await post(t, admin, '/api/clients', { business_name: 'Rossi Impianti S.r.l.' });
  const other = await post(t, admin, '/api/clients', { business_name: 'Verdi Alberghi S.p.A.' });
  const project = await post(t, admin, '/api/projects', {
    code: 'ROSSI-1',
    name: 'Sito e posta',
    client_id: client.client.id,
    manager_id: ids.technicians,
  });
  return {
    ...t,
    admin,
    tokens,
    techId: ids.technicians as number,
    clientId: client.client.id,
    projectId: project.project.id,
    otherClientId: other.client.id,
  };
}

/** POST /api/keyholders as `token` (the admin by default); throws unless 200. */
export async function createCredential(t: CredentialsApp, body: Record<string, unknown>, token = t.admin) {
  const res = await t.request({ method: 'POST', url: '/api/keyholders', token, payload: body });
  if (res.statusCode !== 200) throw new Error(`credential: ${res.statusCode} ${res.body}`);
  return json(res).keyholder;
}

/** POST /api/keyholders/:id/reveal. */
export function reveal(t: CredentialsApp, id: number, token = t.admin, purpose = 'view') {
  return t.request({
    method: 'POST',
    url: `/api/keyholders/${id}/reveal`,
    token,
    payload: { purpose },
    headers: { 'user-agent': 'Vitest-Browser/1.0', 'x-forwarded-for': '203.0.113.7' },
  });
}
