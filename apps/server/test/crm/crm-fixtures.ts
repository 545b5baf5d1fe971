import { codiceFiscaleCheckChar, isPartitaIvaOffice, partitaIvaCheckDigit } from '@officina/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { ADMIN, type ConfigOverrides, createTestApp, type TestApp } from '../helper.ts';

/**
 * A valid Partita IVA from ten digits (check digit computed with the contracts' algorithm). Digits 8–10
 * that name no tax office (e.g. `789`) become one that does (001–100, the code modulo 100 plus one), so
 * ten digits written before the office rule still give a valid number; numbers meant to differ should
 * differ in their first seven digits.
 */
export function vat(tenDigits: string): string {
  const office = tenDigits.slice(7, 10);
  const firstTen = isPartitaIvaOffice(office)
    ? tenDigits
    : `${tenDigits.slice(0, 7)}${String(1 + (Number(office) % 100)).padStart(3, '0')}`;
  return `${firstTen}${partitaIvaCheckDigit(firstTen)}`;
}

/** A valid personal codice fiscale from its first fifteen characters. */
export function cf(first15: string): string {
  return `${first15}${codiceFiscaleCheckChar(first15)}`;
}

export interface CrmApp extends TestApp {
  admin: string;
  lookups: Record<string, Record<string, number>>;
  adminId: number;
}

export async function createCrmApp(overrides: ConfigOverrides = {}): Promise<CrmApp> {
  const t = await createTestApp(overrides);
  const admin = await t.login(ADMIN.email, ADMIN.password);
  const res = await t.request({ method: 'GET', url: '/api/people/settings', token: admin });
  const settings = res.json();
  const lookups: Record<string, Record<string, number>> = {};
  for (const kind of ['client_states', 'client_categories', 'person_types']) {
    lookups[kind] = Object.fromEntries(settings[kind].map((l: { key: string; id: number }) => [l.key, l.id]));
  }
  const me = await t.request({ method: 'GET', url: '/api/user/auth', token: admin });
  return { ...t, admin, lookups, adminId: me.json().user.id };
}

export function json(res: LightMyRequestResponse) {
  return res.json() as Record<string, any>;
}

export async function createClient(t: CrmApp, body: Record<string, unknown>, token = t.admin) {
  const res = await t.request({ method: 'POST', url: '/api/clients', payload: body, token });
  if (res.statusCode !== 200) throw new Error(`create client: ${res.statusCode} ${res.body}`);
  return res.json().client as Record<string, any>;
}

export async function createPerson(t: CrmApp, body: Record<string, unknown>, token = t.admin) {
  const res = await t.request({ method: 'POST', url: '/api/persons', payload: body, token });
  if (res.statusCode !== 200) throw new Error(`create person: ${res.statusCode} ${res.body}`);
  return res.json().person as Record<string, any>;
}

/** A multipart/form-data body with one file and text fields. */
export function multipart(
  file: { name: string; data: Buffer | string; type?: string } | null,
  fields: Record<string, string> = {},
) {
  const boundary = `----officina${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
    );
    parts.push(Buffer.isBuffer(file.data) ? file.data : Buffer.from(file.data));
    parts.push(Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
