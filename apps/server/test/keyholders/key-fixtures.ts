import { ADMIN, createTestApp, type TestApp } from '../helper.ts';
import { json } from '../sales/sales-fixtures.ts';

export { json };

export interface KeysApp extends TestApp {
  admin: string;
  adminId: number;
  /** A client with a project (`projectId`) the technician `onProject` works on. */
  clientId: number;
  projectId: number;
  /** A client with a project no technician works on. */
  otherClientId: number;
  otherProjectId: number;
  /** A person of `clientId`. */
  personId: number;
  /** A Tecnico, member of `projectId`. */
  onProject: { id: number; token: string };
  /** A Tecnico on no project. */
  offProject: { id: number; token: string };
}

async function create(t: TestApp, token: string, url: string, payload: Record<string, unknown>) {
  const res = await t.request({ method: 'POST', url, token, payload });
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return json(res);
}

/** The real app with two clients, a project each, a person and two Tecnici (one on a project). */
export async function createKeysApp(): Promise<KeysApp> {
  const t = await createTestApp();
  const admin = await t.login(ADMIN.email, ADMIN.password);
  const me = json(await t.request({ method: 'GET', url: '/api/user/auth', token: admin }));
  const tech = async (email: string, name: string) => {
    const id = await t.createUser({
      email,
      password: 'password-123',
      name,
      surname: 'Tecnico',
      group: 'technicians',
    });
    return { id, token: await t.login(email, 'password-123') };
  };
  const onProject = await tech('sul-progetto@test.it', 'Luca');
  const offProject = await tech('fuori@test.it', 'Paolo');
  const client = await create(t, admin, '/api/clients', { business_name: 'Società Città Alta S.r.l.' });
  const other = await create(t, admin, '/api/clients', { business_name: 'Verdi Impianti S.n.c.' });
  const project = await create(t, admin, '/api/projects', {
    code: 'CITTA-1',
    name: 'Manutenzione sede',
    client_id: client.client.id,
    member_ids: [onProject.id],
  });
  const otherProject = await create(t, admin, '/api/projects', {
    code: 'VERDI-1',
    name: 'Impianto allarme',
    client_id: other.client.id,
  });
  const person = await create(t, admin, '/api/persons', {
    first_name: 'Giulia',
    last_name: 'Neri',
    client_id: client.client.id,
  });
  return {
    ...t,
    admin,
    adminId: me.user.id,
    clientId: client.client.id,
    projectId: project.project.id,
    otherClientId: other.client.id,
    otherProjectId: otherProject.project.id,
    personId: person.person.id,
    onProject,
    offProject,
  };
}

/** POST /api/keyholders/keys as `token` (the admin by default); throws unless 200. */
export async function createKey(t: KeysApp, body: Record<string, unknown>, token = t.admin) {
  const res = await t.request({ method: 'POST', url: '/api/keyholders/keys', token, payload: body });
  if (res.statusCode !== 200) throw new Error(`key: ${res.statusCode} ${res.body}`);
  return json(res).key;
}

/** POST …/checkout; answers the response (status and body) as it is. */
export function checkout(t: KeysApp, id: number, body: Record<string, unknown>, token = t.admin) {
  return t.request({ method: 'POST', url: `/api/keyholders/keys/${id}/checkout`, token, payload: body });
}

/** POST …/checkin; answers the response as it is. */
export function checkin(t: KeysApp, id: number, body: Record<string, unknown>, token = t.admin) {
  return t.request({ method: 'POST', url: `/api/keyholders/keys/${id}/checkin`, token, payload: body });
}

/** GET as `token` (the admin by default), the parsed body; throws unless 200. */
export async function get(t: KeysApp, url: string, token = t.admin) {
  const res = await t.request({ method: 'GET', url, token });
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return json(res);
}
