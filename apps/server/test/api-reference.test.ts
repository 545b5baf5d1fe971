import { errorMessages } from '@officina/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// The reference UI is loaded on its first request (plugins/api-reference.ts): every route it had
// when it was registered at start answers as before.
describe('API reference at /api/docs, loaded on first use', () => {
  it('redirects /api/docs to /api/docs/ and serves the page, its script and the document', async () => {
    const bare = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(bare.statusCode).toBe(301);
    expect(bare.headers.location).toBe('/api/docs/');

    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('Officina API');
    expect(page.body).toContain('js/scalar.js');

    const script = await t.app.inject({ method: 'GET', url: '/api/docs/js/scalar.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(Number(script.headers['content-length'])).toBe(script.rawPayload.length);
    expect(script.rawPayload.length).toBeGreaterThan(1_000_000);

    const yaml = await t.app.inject({ method: 'GET', url: '/api/docs/openapi.yaml' });
    expect(yaml.statusCode).toBe(200);
    expect(yaml.headers['content-type']).toMatch(/^application\/yaml/);
    expect(yaml.body).toContain('/api/auth/login');
  });

  it('keeps its own routes out of the OpenAPI document', async () => {
    const spec = await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(spec.statusCode).toBe(200);
    expect(spec.headers['content-type']).toMatch(/^application\/json/);
    const paths = Object.keys(spec.json().paths);
    expect(paths).toContain('/api/health');
    expect(paths.filter((p) => p.startsWith('/api/docs'))).toEqual([]);
  });

  it('names every operation with a unique, readable operationId (generated clients use it)', async () => {
    const spec = await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    const paths = spec.json().paths as Record<string, Record<string, { operationId?: string }>>;
    const operations = Object.entries(paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({
        at: `${method.toUpperCase()} ${path}`,
        id: op.operationId,
      })),
    );
    expect(operations.length).toBeGreaterThan(100);
    expect(operations.filter((o) => !/^[a-z][A-Za-z0-9]+$/.test(o.id ?? ''))).toEqual([]);
    const ids = operations.map((o) => o.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    const byPath = Object.fromEntries(operations.map((o) => [o.at, o.id]));
    expect(byPath['GET /api/clients']).toBe('listClients');
    expect(byPath['GET /api/clients/{id}']).toBe('getClient');
    expect(byPath['POST /api/clients']).toBe('createClient');
    expect(byPath['GET /api/clients/{id}/activity']).toBe('clientActivity');
    expect(byPath['GET /api/opportunities']).toBe('listOpportunities');
    expect(byPath['POST /api/todos/{id}/checklist']).toBe('addTodoChecklistItem');
  });

  it('answers an unknown path under /api/docs with the API’s Italian 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ alert: { message: errorMessages.notFound, type: 'error' } });
  });
});
