import type { LookupKind } from '@officina/contracts';
import { normalizeText } from '../../db/search.ts';
import { logActivities } from '../../modules/activity/activity.repository.ts';
import {
  findExternalLinkKeys,
  insertExternalLink,
} from '../../modules/external-links/external-link.repository.ts';
import { demoUsersAndClients } from './demo-authors.ts';
import { type DemoLink, demoLinks } from './external-links-data.ts';
import { rng } from './random.ts';
import type { DemoSeeder } from './types.ts';

const DAY = 24 * 60 * 60 * 1000;
const KIND: LookupKind = 'external_link_categories';

/** A client's name as a host name: "Rossi Impianti S.r.l." → "rossi-impianti". */
function slugOf(name: string): string {
  const words = normalizeText(name)
    .replace(/\b(s\.?r\.?l\.?s?|s\.?p\.?a\.?|s\.?n\.?c\.?|s\.?a\.?s\.?)(?=\s|$)/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return words.slice(0, 40).replace(/-+$/, '') || 'cliente';
}

/**
 * 25 links (demoLinks) on demo clients and the DEMO- projects, added by demo users over the last
 * weeks (counted from `options.now`), each with its "created" history entry. A link whose title and
 * address are already stored is skipped, so running it again adds nothing.
 */
export const externalLinksSeeder: DemoSeeder = {
  name: 'link',
  async run(ctx, options) {
    const db = ctx.db;
    const { users, clients } = await demoUsersAndClients(db, 10);
    if (users.length === 0 || clients.length === 0) return;
    const projects = await db
      .selectFrom('projects')
      .leftJoin('clients', 'clients.id', 'projects.client_id')
      .select(['projects.id', 'projects.client_id', 'clients.business_name'])
      .where('projects.code', 'like', 'DEMO-%')
      .orderBy('projects.id')
      .limit(8)
      .execute();
    const categories = new Map(
      (await db.selectFrom('lookups').select(['id', 'key']).where('kind', '=', KIND).execute()).map((c) => [
        c.key,
        c.id,
      ]),
    );
    const stored = new Set((await findExternalLinkKeys(db)).map((k) => `${k.title}\n${k.url}`));
    const r = rng(2016);
    const place = (link: DemoLink, i: number) => {
      const project = link.on === 'project' ? projects[i % Math.max(projects.length, 1)] : undefined;
      if (project)
        return { client_id: project.client_id, project_id: project.id, name: project.business_name };
      const client = link.on === 'client' ? clients[i % clients.length] : undefined;
      return { client_id: client?.id ?? null, project_id: null, name: client?.business_name ?? null };
    };
    await db.transaction().execute(async (trx) => {
      for (const [i, link] of demoLinks.entries()) {
        const { name, ...where } = place(link, i);
        const url = link.url.replace('{slug}', slugOf(name ?? 'officina'));
        const at = new Date(options.now - (3 + Math.floor(r() * 50)) * DAY - Math.floor(r() * 9) * 3_600_000);
        if (stored.has(`${link.title}\n${url}`)) continue;
        const author = users[i % users.length] as number;
        const fields = {
          title: link.title,
          url,
          description: link.description,
          category_id: categories.get(link.category) ?? null,
          ...where,
        };
        const now = at.toISOString();
        const id = await insertExternalLink(trx, fields, author, now);
        const changes = Object.fromEntries(
          Object.entries(fields)
            .filter(([, value]) => value !== null)
            .map(([field, value]) => [field, [null, value]]),
        );
        await logActivities(
          trx,
          [{ userId: author, entity: 'external_link', entityId: id, action: 'created', changes }],
          now,
        );
      }
    });
  },
};
