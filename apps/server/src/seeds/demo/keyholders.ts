import { addDays, type KeyholderKind, romeDateOf } from '@officina/contracts';
import { logActivities } from '../../modules/activity/activity.repository.ts';
import { findKeyholderTitles, insertKeyholder } from '../../modules/keyholders/keyholder.repository.ts';
import { insertKeyholderAccess } from '../../modules/keyholders/keyholder-access.repository.ts';
import { sealedChanges, sealInput } from '../../modules/keyholders/keyholder-seal.ts';
import { demoUsersAndClients } from './demo-authors.ts';
import type { DemoSeeder } from './types.ts';

const DAY = 24 * 60 * 60 * 1000;

interface DemoCredential {
  title: string;
  kind: KeyholderKind;
  /** On a DEMO- project (which gives the client) or on a client. */
  on: 'client' | 'project';
  host: string | null;
  port: number | null;
  username: string | null;
  notes: string | null;
  /** Days from the demo's today; null: no expiry. */
  expiresIn: number | null;
}

const c = (
  on: DemoCredential['on'],
  kind: KeyholderKind,
  title: string,
  host: string | null,
  username: string | null,
  expiresIn: number | null = null,
  port: number | null = null,
  notes: string | null = null,
): DemoCredential => ({ title, kind, on, host, port, username, notes, expiresIn });

/** Hosts under `.example` (reserved): no demo credential points at a real server. */
const demoCredentials: DemoCredential[] = [
  c('client', 'hosting', 'Pannello hosting', 'https://pannello.hosting.example', 'admin-demo', 200),
  c('client', 'ftp', 'SFTP sito web', 'sftp.sito.example', 'deploy', null, 22),
  c('project', 'database', 'Database gestionale', 'db.gestionale.example', 'gestionale', null, 5432),
  c('client', 'email', 'Casella info@', 'mail.posta.example', 'info@posta.example', 12),
  c('project', 'cms', 'WordPress amministrazione', 'https://www.sito.example/wp-admin', 'redazione'),
  c('client', 'dominio', 'Registrar dominio', 'https://registrar.example', 'cliente-demo', -9),
  c(
    'client',
    'wifi',
    'Wi-Fi ospiti',
    'Ospiti-Demo',
    null,
    null,
    null,
    'Rete separata da quella degli uffici.',
  ),
  c(
    'client',
    'allarme',
    'Centrale allarme magazzino',
    null,
    null,
    25,
    null,
    'Codice utente per la manutenzione.',
  ),
  c('project', 'hosting', 'VPS di collaudo', 'collaudo.vps.example', 'root', -2, 22),
  c('client', 'altro', 'Portale fornitore energia', 'https://portale.energia.example', 'cliente-demo', 75),
];

/** An obviously fake secret: no demo credential opens anything. */
const fakeSecret = (i: number) => `DEMO-password-finta-${String(i + 1).padStart(2, '0')}`;

/**
 * Ten credentials on demo clients and DEMO- projects (fake secrets, `.example` hosts; two expired,
 * two expiring within 30 days of `options.now`), each with its "created" history entry and a few
 * reveals in the access log. A title already stored for the same client is skipped, so running it
 * again adds nothing.
 */
export const keyholdersSeeder: DemoSeeder = {
  name: 'credenziali',
  async run(ctx, options) {
    const { db, vault } = ctx;
    const { users, clients } = await demoUsersAndClients(db, 8);
    if (users.length === 0 || clients.length === 0) return;
    const projects = await db
      .selectFrom('projects')
      .select(['id', 'client_id'])
      .where('code', 'like', 'DEMO-%')
      .where('client_id', 'is not', null)
      .orderBy('id')
      .limit(4)
      .execute();
    const stored = new Set((await findKeyholderTitles(db)).map((k) => `${k.client_id}\n${k.title}`));
    const today = romeDateOf(options.now);
    await db.transaction().execute(async (trx) => {
      for (const [i, demo] of demoCredentials.entries()) {
        const project = demo.on === 'project' ? projects[i % Math.max(projects.length, 1)] : undefined;
        const client_id = project?.client_id ?? (clients[i % clients.length] as { id: number }).id;
        if (stored.has(`${client_id}\n${demo.title}`)) continue;
        const author = users[i % users.length] as number;
        const at = new Date(options.now - (20 + i * 3) * DAY).toISOString();
        const fields = {
          title: demo.title,
          kind: demo.kind,
          client_id,
          project_id: project?.id ?? null,
          host: demo.host,
          port: demo.port,
          username: demo.username,
          expires_on: demo.expiresIn === null ? null : addDays(today, demo.expiresIn),
        };
        const sealed = sealInput(vault, { secret: fakeSecret(i), notes: demo.notes });
        const id = await insertKeyholder(trx, { ...fields, ...sealed }, author, at);
        const changes = {
          ...Object.fromEntries(
            Object.entries(fields)
              .filter(([, value]) => value !== null)
              .map(([field, value]) => [field, [null, value]]),
          ),
          ...sealedChanges(null, sealed),
        };
        await logActivities(
          trx,
          [{ userId: author, entity: 'keyholder', entityId: id, action: 'created', changes }],
          at,
        );
        if (i % 3 === 0) {
          await insertKeyholderAccess(trx, {
            keyholder_id: id,
            user_id: users[(i + 1) % users.length] as number,
            action: i % 2 ? 'copy' : 'view',
            ip: '192.0.2.10',
            user_agent: 'Demo',
            at: new Date(options.now - (2 + i) * DAY).toISOString(),
          });
        }
      }
    });
  },
};
