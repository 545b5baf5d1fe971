import { addDays, type KeyKind, romeDateOf } from '@officina/contracts';
import type { Db } from '../../db/database.ts';
import { logActivities } from '../../modules/activity/activity.repository.ts';
import { findKeyCodes, insertKey } from '../../modules/keyholders/key.repository.ts';
import { KEY_ENTITY } from '../../modules/keyholders/key.service.ts';
import { insertLoan } from '../../modules/keyholders/key-loan.repository.ts';
import { CHECKIN_ACTION, CHECKOUT_ACTION } from '../../modules/keyholders/key-loan.service.ts';
import { listUserNames } from '../../modules/user/user.repository.ts';
import { romeAtIso } from './days.ts';
import type { DemoSeeder } from './types.ts';

/** A loan of a demo key, its days counted from today (negative: in the past). */
interface DemoLoan {
  copy: number;
  /** `tecnico`/`commerciale`: that demo colleague; `person`: a person of the key's client. */
  to: 'tecnico' | 'commerciale' | 'person';
  out: number;
  due: number | null;
  returned?: number;
}

interface DemoKey {
  code: string;
  label: string;
  kind: KeyKind;
  /** Which of the demo technician's projects it belongs to; `client` only: on the project's client. */
  project: number;
  on: 'client' | 'project';
  site: string;
  copies: number;
  loans: DemoLoan[];
}

/** Six keys on the demo technician's clients: three copies out, one overdue, one back. */
const demoKeys: DemoKey[] = [
  {
    code: 'DK-001',
    label: 'Portone ingresso principale',
    kind: 'chiave',
    project: 0,
    on: 'client',
    site: 'portone su strada',
    copies: 3,
    loans: [{ copy: 1, to: 'tecnico', out: -5, due: 9 }],
  },
  {
    code: 'DK-002',
    label: 'Badge accesso uffici',
    kind: 'badge',
    project: 0,
    on: 'project',
    site: 'tornelli del piano terra',
    copies: 2,
    loans: [{ copy: 1, to: 'person', out: -2, due: 5 }],
  },
  {
    code: 'DK-003',
    label: 'Telecomando cancello carraio',
    kind: 'telecomando',
    project: 1,
    on: 'client',
    site: 'cancello del parcheggio',
    copies: 2,
    loans: [{ copy: 2, to: 'tecnico', out: -14, due: -3 }],
  },
  {
    code: 'DK-004',
    label: 'Chiave quadro elettrico',
    kind: 'chiave',
    project: 1,
    on: 'project',
    site: 'locale tecnico, piano interrato',
    copies: 1,
    loans: [{ copy: 1, to: 'commerciale', out: -1, due: null }],
  },
  {
    code: 'DK-005',
    label: 'Chiave locale server',
    kind: 'chiave',
    project: 2,
    on: 'client',
    site: 'sala CED, primo piano',
    copies: 2,
    loans: [{ copy: 1, to: 'tecnico', out: -30, due: -20, returned: -21 }],
  },
  {
    code: 'DK-006',
    label: 'Badge sala macchine',
    kind: 'badge',
    project: 2,
    on: 'project',
    site: 'sala macchine, ingresso laterale',
    copies: 1,
    loans: [],
  },
];

/** The demo technician's DEMO- projects (managed or a member of), with their client's name and city. */
function technicianProjects(db: Db, userId: number) {
  return db
    .selectFrom('projects')
    .leftJoin('clients', 'clients.id', 'projects.client_id')
    .select(['projects.id', 'projects.client_id', 'clients.city'])
    .where('projects.code', 'like', 'DEMO-%')
    .where('projects.client_id', 'is not', null)
    .where((eb) =>
      eb.or([
        eb('projects.manager_id', '=', userId),
        eb(
          'projects.id',
          'in',
          eb.selectFrom('project_members').select('project_id').where('user_id', '=', userId),
        ),
      ]),
    )
    .orderBy('projects.id')
    .limit(3)
    .execute();
}

/**
 * A few keys and badges on the clients and projects of the demo technician (so every demo user
 * who reaches keys sees them), with copies in custody — one past its return date — and one
 * returned, every day counted from `options.now`. A key whose code is stored is skipped.
 */
export const keysSeeder: DemoSeeder = {
  name: 'chiavi e badge',
  async run(ctx, options) {
    const db = ctx.db;
    const users = (await listUserNames(db)).filter((u) => u.email.endsWith('@demo.officina.it'));
    const user = (prefix: string) => users.find((u) => u.email.startsWith(`${prefix}@`));
    const technician = user('tecnico');
    const admin = user('amministratore') ?? technician;
    if (!technician || !admin) return;
    const projects = await technicianProjects(db, technician.id);
    if (projects.length === 0) return;
    const stored = await findKeyCodes(db);
    const today = romeDateOf(options.now);
    const holders = { tecnico: technician, commerciale: user('commerciale') ?? admin };
    await db.transaction().execute(async (trx) => {
      for (const key of demoKeys) {
        const project = projects[key.project % projects.length];
        if (!project || stored.has(key.code)) continue;
        const created = romeAtIso(addDays(today, -60), 9);
        const fields = {
          label: key.label,
          code: key.code,
          kind: key.kind,
          client_id: project.client_id,
          project_id: key.on === 'project' ? project.id : null,
          site: project.city ? `Sede di ${project.city} — ${key.site}` : key.site,
          copies: key.copies,
          notes: null,
        };
        const id = await insertKey(trx, fields, admin.id, created);
        const changes = Object.fromEntries(
          Object.entries(fields).flatMap(([field, value]) =>
            value === null ? [] : [[field, [null, value]]],
          ),
        );
        await logActivities(
          trx,
          [{ userId: admin.id, entity: KEY_ENTITY, entityId: id, action: 'created', changes }],
          created,
        );
        for (const loan of key.loans) {
          const person =
            loan.to === 'person'
              ? await trx
                  .selectFrom('persons')
                  .select(['id', 'first_name', 'last_name'])
                  .where('client_id', '=', project.client_id)
                  .orderBy('id')
                  .executeTakeFirst()
              : undefined;
          const colleague = loan.to === 'person' ? undefined : holders[loan.to];
          const holderName = person
            ? `${person.first_name} ${person.last_name}`
            : `${colleague?.name ?? technician.name} ${colleague?.surname ?? technician.surname}`;
          const outOn = addDays(today, loan.out);
          const dueOn = loan.due === null ? null : addDays(today, loan.due);
          const returnedOn = loan.returned === undefined ? null : addDays(today, loan.returned);
          const outAt = romeAtIso(outOn, 8, 30);
          const inAt = returnedOn ? romeAtIso(returnedOn, 17, 45) : outAt;
          await insertLoan(trx, {
            key_id: id,
            copy_no: loan.copy,
            holder_user_id: person ? null : (colleague?.id ?? technician.id),
            holder_person_id: person?.id ?? null,
            holder_name: holderName,
            out_on: outOn,
            due_on: dueOn,
            returned_on: returnedOn,
            out_note: null,
            in_note: null,
            out_by: admin.id,
            in_by: returnedOn ? admin.id : null,
            created_at: outAt,
            updated_at: inAt,
          });
          const out = { copy_no: [null, loan.copy], holder_name: [null, holderName], out_on: [null, outOn] };
          const entry = { userId: admin.id, entity: KEY_ENTITY, entityId: id };
          await logActivities(
            trx,
            [{ ...entry, action: CHECKOUT_ACTION, changes: dueOn ? { ...out, due_on: [null, dueOn] } : out }],
            outAt,
          );
          if (returnedOn) {
            const back = {
              copy_no: [null, loan.copy],
              holder_name: [holderName, null],
              returned_on: [null, returnedOn],
            };
            await logActivities(trx, [{ ...entry, action: CHECKIN_ACTION, changes: back }], inAt);
          }
        }
      }
    });
  },
};
