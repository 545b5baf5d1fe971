import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allOf, registerAccess, routeTable } from '../src/http/access.ts';
import { createTestApp, type TestApp } from './helper.ts';

/**
 * Every /api route declares who may call it (http/access.ts): the app refuses to start otherwise,
 * and the permission check it runs is derived from that declaration (the matrix in
 * reliability/permission-matrix.test.ts checks every route × group against it).
 */
async function scopeWith(route: (api: ReturnType<typeof Fastify>) => void): Promise<Error | undefined> {
  const app = Fastify();
  try {
    await app.register(
      async (api) => {
        registerAccess(api);
        route(api as unknown as ReturnType<typeof Fastify>);
      },
      { prefix: '/api' },
    );
    await app.ready();
    return undefined;
  } catch (error) {
    return error as Error;
  } finally {
    await app.close();
  }
}

describe('route access declarations', () => {
  it('a route without a declared access fails the start, naming the route', async () => {
    const error = await scopeWith((api) => api.get('/undeclared', async () => ({})));
    expect(error?.message).toMatch(/^Route GET \/api\/undeclared declares no access/);
  });

  it('config.public contradicting the declared access fails the start too', async () => {
    const error = await scopeWith((api) =>
      api.get('/both', { config: { public: true, access: allOf(['view_clients']) } }, async () => ({})),
    );
    expect(error?.message).toMatch(/^Route GET \/api\/both: config.public contradicts/);
  });

  it('a declared route starts', async () => {
    expect(
      await scopeWith((api) =>
        api.get('/fine', { config: { access: allOf(['view_clients']) } }, async () => ({})),
      ),
    ).toBeUndefined();
  });
});

describe('the route table of the real app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.ready();
  });
  afterAll(async () => t?.close());

  it('holds every documented operation, each with its access, and public exactly where the docs drop the bearer', async () => {
    const table = routeTable(t.context);
    const declared = new Map(table.map((route) => [`${route.method} ${route.url}`, route.access]));
    const { paths } = t.app.swagger() as { paths: Record<string, Record<string, { security?: unknown[] }>> };
    const documented: string[] = [];
    for (const [path, operations] of Object.entries(paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const key = `${method.toUpperCase()} ${path.replace(/\{([^}]+)\}/g, ':$1')}`;
        documented.push(key);
        const access = declared.get(key);
        expect(access, key).toBeDefined();
        expect(access?.kind === 'public', key).toBe(!operation.security);
      }
    }
    expect(documented.length).toBeGreaterThan(200);
    expect(table.length).toBeGreaterThanOrEqual(documented.length);
  });

  it('a refused user gets 403 before the body is validated; a permitted one gets the 422', async () => {
    await t.createUser({ email: 'tech@test.officina.it', password: 'tech-password-1', group: 'technicians' });
    await t.createUser({ email: 'sales@test.officina.it', password: 'sales-password-1', group: 'sales' });
    const tech = await t.login('tech@test.officina.it', 'tech-password-1');
    const sales = await t.login('sales@test.officina.it', 'sales-password-1');
    const bad = { method: 'POST' as const, url: '/api/opportunities', payload: { title: 42 } };
    const refused = await t.request({ ...bad, token: tech });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors).toBeUndefined();
    expect((await t.request({ ...bad, token: sales })).statusCode).toBe(422);
    // Also for a malformed id in the path: no hint that the route's params were wrong.
    expect((await t.request({ method: 'GET', url: '/api/opportunities/abc', token: tech })).statusCode).toBe(
      403,
    );
  });
});
