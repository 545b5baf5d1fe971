import path from 'node:path';

// The runner picks the port once (from its pid, so two runs on one machine don't collide) and its
// workers inherit it through the environment; E2E_PORT pins it.
process.env.E2E_PORT ??= String(3100 + (process.pid % 700));
export const E2E_PORT = Number(process.env.E2E_PORT);
export const E2E_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_DATA_DIR = path.resolve(import.meta.dirname, `../.e2e-data/${E2E_PORT}`);
export const DEMO_PASSWORD = 'officina-demo-e2e';
/**
 * The local Web Push services the push journeys start (e2e/push*.spec.ts), on ports derived from
 * the run's so two runs never collide; the server accepts them as push endpoints (PUSH_ENDPOINT_ALLOW).
 */
export const E2E_PUSH_SERVICE_PORTS = { journey: E2E_PORT + 1000, sdk: E2E_PORT + 1001 } as const;

export const users = {
  admin: { email: 'amministratore@demo.officina.it', password: DEMO_PASSWORD },
  sales: { email: 'commerciale@demo.officina.it', password: DEMO_PASSWORD },
  technician: { email: 'tecnico@demo.officina.it', password: DEMO_PASSWORD },
  accounting: { email: 'amministrazione@demo.officina.it', password: DEMO_PASSWORD },
  /** Tecnici esterni: a technician's work, credentials without their passwords (no reveal_keyholders). */
  external: { email: 'esterno@demo.officina.it', password: DEMO_PASSWORD },
} as const;

export const e2eServerEnv: Record<string, string> = {
  PORT: String(E2E_PORT),
  HOST: '127.0.0.1',
  DATA_DIR: E2E_DATA_DIR,
  APP_URL: E2E_URL,
  DEMO_PASSWORD,
  ADMIN_EMAIL: 'admin@e2e.officina.it',
  ADMIN_PASSWORD: 'e2e-admin-password',
  LOG_LEVEL: 'warn',
  PUSH_ENDPOINT_ALLOW: Object.values(E2E_PUSH_SERVICE_PORTS)
    .map((port) => `http://127.0.0.1:${port}`)
    .join(','),
};
