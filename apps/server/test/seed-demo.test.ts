import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type AppContext, createContext } from '../src/context.ts';
import type { Log } from '../src/log.ts';
import { seedDemo } from '../src/seeds/demo/index.ts';
import { testConfig } from './helper.ts';
import { createTestDatabase, DEMO_SEED_TIMEOUT, type TestDatabase } from './test-db.ts';

const silent: Log = { info() {}, warn() {}, error() {} };
let database: TestDatabase;
let ctx: AppContext & { close(): Promise<void> };

beforeAll(async () => {
  database = await createTestDatabase();
  ctx = await createContext(testConfig(database), silent);
});
afterAll(async () => {
  await ctx.close();
  await database.drop();
});

describe('demo data', DEMO_SEED_TIMEOUT, () => {
  it('adds one user per default group, idempotently, who can sign in', async () => {
    await seedDemo(ctx, { password: 'password-demo' });
    await seedDemo(ctx, { password: 'password-demo' });
    const users = await ctx.db
      .selectFrom('users')
      .innerJoin('user_groups', 'user_groups.id', 'users.group_id')
      .select(['users.email', 'user_groups.name as group'])
      .where('users.email', 'like', '%@demo.officina.it')
      .orderBy('users.id')
      .execute();
    expect(users).toEqual([
      { email: 'amministratore@demo.officina.it', group: 'Amministratori' },
      { email: 'commerciale@demo.officina.it', group: 'Commerciali' },
      { email: 'tecnico@demo.officina.it', group: 'Tecnici' },
      { email: 'amministrazione@demo.officina.it', group: 'Amministrazione' },
      { email: 'esterno@demo.officina.it', group: 'Tecnici esterni' },
    ]);
    // Checklist templates for "Da modello", once (the seed ran twice above).
    const templates = await ctx.db
      .selectFrom('checklist_templates')
      .select(['name', 'items'])
      .orderBy('name')
      .execute();
    expect(templates.map((t) => t.name)).toEqual([
      'Avvio progetto',
      'Chiusura mese',
      'Rilascio in produzione',
    ]);
    for (const t of templates) expect((JSON.parse(t.items) as string[]).length).toBeGreaterThanOrEqual(3);
    const settings = await ctx.db.selectFrom('settings').select('key').execute();
    expect(settings.map((s) => s.key)).toContain('opportunity_company_name');

    // The same database, served: the technician signs in and has no view_opportunities.
    const app = await buildApp({ ...ctx.config, logLevel: 'silent' });
    try {
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        cookies: { 'XSRF-TOKEN': 't' },
        headers: { 'x-xsrf-token': 't' },
        payload: { email: 'tecnico@demo.officina.it', password: 'password-demo' },
      });
      expect(login.statusCode).toBe(200);
      const permissions = await app.inject({
        method: 'GET',
        url: '/api/user/permissions',
        headers: { authorization: `Bearer ${login.json().token}` },
      });
      const actions = permissions.json().permissions.map((p: { action: string }) => p.action);
      expect(actions).not.toContain('view_opportunities');

      // The outside technician sees credentials, never their passwords.
      const external = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        cookies: { 'XSRF-TOKEN': 't' },
        headers: { 'x-xsrf-token': 't' },
        payload: { email: 'esterno@demo.officina.it', password: 'password-demo' },
      });
      expect(external.statusCode).toBe(200);
      const externalRules = await app.inject({
        method: 'GET',
        url: '/api/user/permissions',
        headers: { authorization: `Bearer ${external.json().token}` },
      });
      const granted = externalRules.json().permissions.map((p: { action: string }) => p.action);
      expect(granted).toContain('view_keyholders');
      expect(granted).not.toContain('reveal_keyholders');
      expect(granted).not.toContain('manage_keyholders');
    } finally {
      await app.close();
    }
  });
});
