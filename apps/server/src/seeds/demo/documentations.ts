import { logActivities } from '../../modules/activity/activity.repository.ts';
import {
  insertDocumentation,
  insertVersion,
  updateDocumentationRow,
} from '../../modules/documentations/documentation.repository.ts';
import { demoUserIds } from './demo-authors.ts';
import { bodyAt, demoPages } from './documentations-data.ts';
import { rng } from './random.ts';
import type { DemoSeeder } from './types.ts';

const DAY = 24 * 60 * 60 * 1000;

/**
 * 15 documentation pages on demo clients and projects, each with 2–3 versions saved by different
 * demo users over the last weeks (counted from `options.now`), with their history entries.
 * Skipped when the first demo page exists.
 */
export const documentationsSeeder: DemoSeeder = {
  name: 'documentazione',
  async run(ctx, options) {
    const db = ctx.db;
    const first = demoPages[0]?.title ?? '';
    if (await db.selectFrom('documentations').select('id').where('title', '=', first).executeTakeFirst())
      return;
    const users = await demoUserIds(db);
    if (users.length === 0) return;
    const projects = await db
      .selectFrom('projects')
      .select(['id', 'client_id'])
      .where('code', 'like', 'DEMO-%')
      .orderBy('id')
      .limit(10)
      .execute();
    const clients = await db.selectFrom('clients').select('id').orderBy('id').limit(10).execute();
    const r = rng(1517);
    await db.transaction().execute(async (trx) => {
      for (const [i, page] of demoPages.entries()) {
        const project = i % 3 === 0 ? projects[i % Math.max(projects.length, 1)] : undefined;
        const client_id = project?.client_id ?? clients[i % Math.max(clients.length, 1)]?.id ?? null;
        const fields = {
          title: page.title,
          body: page.body,
          tags: page.tags,
          client_id,
          project_id: project?.id ?? null,
        };
        // first version 20–60 days ago, each edit a few days later, by another user
        let at = options.now - (20 + Math.floor(r() * 40)) * DAY - Math.floor(r() * 8) * 3_600_000;
        let author = users[i % users.length] as number;
        const id = await insertDocumentation(trx, fields, author, new Date(at).toISOString());
        await logActivities(
          trx,
          [
            {
              userId: author,
              entity: 'documentation',
              entityId: id,
              action: 'created',
              changes: { title: [null, page.title] },
            },
          ],
          new Date(at).toISOString(),
        );
        let updatedAt = new Date(at).toISOString();
        for (let n = 1; n <= page.edits.length; n++) {
          at += (1 + Math.floor(r() * 6)) * DAY + Math.floor(r() * 5) * 3_600_000;
          author = users[(i + n) % users.length] as number;
          const now = new Date(Math.min(at, options.now - 3_600_000)).toISOString();
          const body = bodyAt(page, n);
          await updateDocumentationRow(
            trx,
            id,
            { ...fields, body },
            { expected: updatedAt, now, version: n + 1, userId: author },
          );
          await insertVersion(trx, id, {
            number: n + 1,
            title: page.title,
            body,
            tags: page.tags,
            restored_from: null,
            created_at: now,
            created_by: author,
          });
          await logActivities(
            trx,
            [
              {
                userId: author,
                entity: 'documentation',
                entityId: id,
                action: 'updated',
                changes: { body: ['modificato', 'modificato'], version: [n, n + 1] },
              },
            ],
            now,
          );
          updatedAt = now;
        }
      }
    });
  },
};
