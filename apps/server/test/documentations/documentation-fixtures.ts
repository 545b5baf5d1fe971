import { createSalesApp, json, type SalesApp } from '../sales/sales-fixtures.ts';

export { json };
export type DocApp = SalesApp & { projectId: number; otherClientId: number };

/** The sales app (admin, a client) plus a project of that client and a second client. */
export async function createDocApp(): Promise<DocApp> {
  const t = await createSalesApp();
  const project = await t.request({
    method: 'POST',
    url: '/api/projects',
    token: t.admin,
    payload: { code: 'RETE-01', name: 'Rete ufficio', client_id: t.clientId },
  });
  if (project.statusCode !== 200) throw new Error(`project: ${project.body}`);
  const other = await t.request({
    method: 'POST',
    url: '/api/clients',
    token: t.admin,
    payload: { business_name: 'Verdi Costruzioni', city: 'Torino', province: 'TO' },
  });
  if (other.statusCode !== 200) throw new Error(`client: ${other.body}`);
  return { ...t, projectId: project.json().project.id, otherClientId: other.json().client.id };
}

/** Creates a page as `token` (admin by default); throws unless 200. */
export async function createDoc(t: DocApp, body: Record<string, unknown>, token = t.admin) {
  const res = await t.request({ method: 'POST', url: '/api/documentations', token, payload: body });
  if (res.statusCode !== 200) throw new Error(`documentation: ${res.statusCode} ${res.body}`);
  return json(res).documentation;
}

/** A page as the API answered it. */
export type Doc = ReturnType<typeof json>;

export async function updateDoc(t: DocApp, doc: Doc, changes: Record<string, unknown>) {
  const res = await t.request({
    method: 'PUT',
    url: `/api/documentations/${doc.id}`,
    token: t.admin,
    payload: {
      title: doc.title,
      body: doc.body,
      tags: doc.tags,
      client_id: doc.client_id,
      project_id: doc.project_id,
      updated_at: doc.updated_at,
      ...changes,
    },
  });
  if (res.statusCode !== 200) throw new Error(`update: ${res.statusCode} ${res.body}`);
  return json(res).documentation;
}
