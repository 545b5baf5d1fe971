import { ADMIN, createTestApp, type TestApp } from '../helper.ts';
import { json } from '../sales/sales-fixtures.ts';

export { json };

export interface LinksApp extends TestApp {
  admin: string;
  /** `external_link_categories` key → id. */
  categories: Record<string, number>;
  clientId: number;
  otherClientId: number;
  /** A project of `clientId`. */
  projectId: number;
}

async function create(t: TestApp, token: string, url: string, payload: Record<string, unknown>) {
  const res = await t.request({ method: 'POST', url, token, payload });
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return json(res);
}

/** The real app with two clients, a project of the first and the link categories' ids. */
export async function createLinksApp(): Promise<LinksApp> {
  const t = await createTestApp();
  const admin = await t.login(ADMIN.email, ADMIN.password);
  const lookups = json(
    await t.request({ method: 'GET', url: '/api/lookups/external_link_categories', token: admin }),
  );
  const categories = Object.fromEntries(lookups.data.map((l: { key: string; id: number }) => [l.key, l.id]));
  const client = await create(t, admin, '/api/clients', { business_name: 'Società Città Alta S.r.l.' });
  const other = await create(t, admin, '/api/clients', { business_name: 'Verdi Impianti S.n.c.' });
  const project = await create(t, admin, '/api/projects', {
    code: 'CITTA-1',
    name: 'Portale clienti',
    client_id: client.client.id,
  });
  return {
    ...t,
    admin,
    categories,
    clientId: client.client.id,
    otherClientId: other.client.id,
    projectId: project.project.id,
  };
}

/** POST /api/external-links as `token` (the admin by default); throws unless 200. */
export async function createLink(t: LinksApp, body: Record<string, unknown>, token = t.admin) {
  const res = await t.request({ method: 'POST', url: '/api/external-links', token, payload: body });
  if (res.statusCode !== 200) throw new Error(`link: ${res.statusCode} ${res.body}`);
  return json(res).external_link;
}
