import { Writable } from 'node:stream';
import type { DefaultGroupKey } from '@officina/contracts';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app.ts';
import { type AppConfig, loadConfig } from '../src/config/config.ts';
import type { AppContext } from '../src/context.ts';
import { dbBool, nowIso } from '../src/db/values.ts';
import { findGroupByKey } from '../src/modules/user/group.repository.ts';
import { insertUserIfMissing } from '../src/modules/user/user.repository.ts';
import { createPasswordHasher } from '../src/security/password-hasher.ts';
import { createTestDatabase, type TestDatabase } from './test-db.ts';

export const TEST_JWT_SECRET = 'test-secret-test-secret-test-secret-0123456789';
export const ADMIN = { email: 'admin@test.officina.it', password: 'admin-password-1' };
/** argon2id, but cheap: the suite hashes hundreds of passwords. */
export const TEST_ARGON2 = { memoryCost: 1024, timeCost: 2, parallelism: 1 };

export type ConfigOverrides = Partial<Omit<AppConfig, 'limits'>> & { limits?: Partial<AppConfig['limits']> };

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  db: TestDatabase;
  /** The app's context (its bus, mailer, config) as the route plugins receive it. */
  context: AppContext;
  /** Log lines written by the app (JSON strings). */
  logs: string[];
  /** inject with the XSRF cookie and header already set, and a bearer token when given. */
  request(options: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
  login(email: string, password: string): Promise<string>;
  createUser(user: TestUserInput): Promise<number>;
  close(): Promise<void>;
}

export interface TestUserInput {
  email: string;
  password: string;
  name?: string;
  surname?: string;
  group?: DefaultGroupKey | null;
  active?: boolean;
  banned?: boolean;
}

export function testConfig(db: TestDatabase, overrides: ConfigOverrides = {}): AppConfig {
  const base = loadConfig({
    DATA_DIR: db.dataDir,
    JWT_SECRET: TEST_JWT_SECRET,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    APP_URL: 'http://officina.test',
    LOG_LEVEL: 'info',
  });
  return {
    ...base,
    database: db.database,
    webDistDir: `${db.dataDir}/no-web-dist`,
    argon2: TEST_ARGON2,
    ...overrides,
    limits: { ...base.limits, ...overrides.limits },
  };
}

/** The real app (buildApp) on a fresh database of the engine under test (TEST_DB). */
export async function createTestApp(overrides: ConfigOverrides = {}): Promise<TestApp> {
  const db = await createTestDatabase();
  const config = testConfig(db, overrides);
  const logs: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, callback) {
      logs.push(String(chunk));
      callback();
    },
  });
  let ctx: AppContext | undefined;
  const app = await buildApp(config, {
    logStream,
    onContext: (built) => {
      ctx = built;
    },
  });
  if (!ctx) throw new Error('buildApp did not hand over its context');
  await app.ready();

  // Every answer sets the XSRF cookie; this one (401, signed out) at once — /api/health would wait up
  // to its bound on a dependency a test made unreachable.
  const first = await app.inject({ method: 'GET', url: '/api/user/auth' });
  const xsrf = first.cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const hasher = createPasswordHasher(TEST_ARGON2);

  const request: TestApp['request'] = ({ token, headers, ...options }) =>
    app.inject({
      ...options,
      cookies: { 'XSRF-TOKEN': xsrf, ...(options.cookies ?? {}) },
      headers: {
        'x-xsrf-token': xsrf,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
    });

  return {
    app,
    context: ctx,
    config,
    db,
    logs,
    request,
    async login(email, password) {
      const res = await request({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
      if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
      return res.json().token as string;
    },
    async createUser(user) {
      const group =
        user.group === null ? undefined : await findGroupByKey(app.db, user.group ?? 'technicians');
      const id = await insertUserIfMissing(app.db, {
        email: user.email.toLowerCase(),
        password_hash: await hasher.hash(user.password),
        name: user.name ?? 'Mario',
        surname: user.surname ?? 'Rossi',
        group_id: group?.id ?? null,
        created_by: null,
        now: nowIso(),
      });
      if (id === undefined) throw new Error(`user exists: ${user.email}`);
      if (user.active === false || user.banned) {
        await app.db
          .updateTable('users')
          .set({ active: dbBool(user.active ?? true), banned: dbBool(user.banned ?? false) })
          .where('id', '=', id)
          .execute();
      }
      return id;
    },
    async close() {
      await app.close();
      await db.drop();
    },
  };
}
