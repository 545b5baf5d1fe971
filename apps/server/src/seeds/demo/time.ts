import { addDays, romeDateOf } from '@officina/contracts';
import { normalizeText, searchText } from '../../db/search.ts';
import { listLookupNames } from '../../modules/settings/lookups.repository.ts';
import { listUserNames } from '../../modules/user/user.repository.ts';
import { rng } from './random.ts';
import { demoChecklistTemplates, insertInChunks, projectNames, type TimeSeed } from './time-data.ts';
import { seedTimings } from './timings.ts';
import { seedTodos } from './todos.ts';
import type { DemoSeeder } from './types.ts';
import { demoUsers } from './users.ts';

/**
 * 25 projects, 300 to-dos (every demo user's due today, overdue and next week, some recurring, some
 * with checklists), about 3,000 time entries up to yesterday, all counted from the day of seeding
 * (Europe/Rome). The same for the same day: one seeded PRNG.
 */
export const timeSeeder: DemoSeeder = {
  name: 'progetti, to-do e tempi',
  async run(ctx, options) {
    const db = ctx.db;
    const done = await db
      .selectFrom('projects')
      .select('id')
      .where('code', 'like', 'DEMO-%')
      .executeTakeFirst();
    if (done) return;
    const demo = (await listUserNames(db)).filter((u) => u.email.endsWith('@demo.officina.it'));
    const users = demo.map((u) => u.id);
    if (users.length === 0) return;
    const dayMinutes = new Map(
      demo.flatMap((u) => {
        const known = demoUsers.find((d) => d.email === u.email);
        return known ? [[u.id, known.dayMinutes] as const] : [];
      }),
    );
    const clients = await db.selectFrom('clients').select('id').orderBy('id').limit(25).execute();
    const ids = async (kind: Parameters<typeof listLookupNames>[1]) =>
      (await listLookupNames(db, kind)).filter((l) => !l.archived_at);
    const [pStates, pCats, tStates, tCats, types] = await Promise.all([
      ids('project_states'),
      ids('project_categories'),
      ids('todo_states'),
      ids('todo_categories'),
      ids('timing_types'),
    ]);
    const r = rng(2026);
    const pick = <T>(list: T[]) => list[Math.floor(r() * list.length)] as T;
    const now = new Date(options.now).toISOString();
    const today = romeDateOf(options.now);
    await db.transaction().execute(async (trx) => {
      const projectIds: number[] = [];
      for (let i = 0; i < 25; i++) {
        const name = `${projectNames[i % projectNames.length]}${i >= projectNames.length ? ' (fase 2)' : ''}`;
        const code = `DEMO-${String(i + 1).padStart(3, '0')}`;
        const { id } = await trx
          .insertInto('projects')
          .values({
            code,
            name,
            name_key: normalizeText(name),
            search_text: searchText([code, name]),
            client_id: clients.length > 0 ? (clients[i % clients.length]?.id ?? null) : null,
            state_id: (i < 18 ? pStates[1] : pick(pStates))?.id ?? null,
            category_id: pick(pCats)?.id ?? null,
            manager_id: pick(users),
            start_date: addDays(today, -120 + i),
            due_date: addDays(today, 30 + i * 7),
            budget_minutes: (40 + Math.floor(r() * 160)) * 60,
            budget_amount_cents: (2_000 + Math.floor(r() * 18_000)) * 100,
            color: pick(['#1976d2', '#2e7d32', '#ed6c02', '#9c27b0', '#00838f']),
            description: 'Progetto dimostrativo.',
            created_at: now,
            updated_at: now,
            created_by: users[0] ?? null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        projectIds.push(id);
      }
      const members = projectIds.flatMap((project_id) =>
        users.filter(() => r() < 0.7).map((user_id) => ({ project_id, user_id })),
      );
      await insertInChunks(trx, 'project_members', members);

      const seed: TimeSeed = { trx, today, now, users, projectIds, clients, r, pick };
      await seedTodos(seed, tStates, tCats);
      // Templates for "Da modello" on to-do and project checklists.
      await insertInChunks(
        trx,
        'checklist_templates',
        demoChecklistTemplates.map(([name, templateItems]) => ({
          name,
          name_key: normalizeText(name),
          items: JSON.stringify(templateItems),
          created_at: now,
          updated_at: now,
          created_by: users[0] ?? null,
        })),
      );
      await seedTimings(seed, types, members, dayMinutes);
    });
  },
};
