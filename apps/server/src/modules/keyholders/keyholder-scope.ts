import { can } from '@officina/contracts';
import type { FastifyRequest } from 'fastify';
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { Database, Db } from '../../db/database.ts';
import { requireUser } from '../../plugins/auth.ts';

/**
 * Who is asking, and how far they reach. With `view_all_keyholders` (or an admin's manage/all) a
 * user reaches every credential and key; without it, only those whose client is the client of one
 * of their projects (as manager or member) or whose project is one of theirs. An entry out of reach
 * answers 404, as if it did not exist; a create or update pointing out of reach answers 403.
 */
export interface KeyholderActor {
  userId: number;
  /** view_all_keyholders: no limit by project. */
  all: boolean;
  /** reveal_keyholders. */
  reveal: boolean;
  /** The request's address and browser, written in an access row. */
  ip: string | null;
  userAgent: string | null;
}

export function keyholderActor(request: FastifyRequest): KeyholderActor {
  const { user, ability } = requireUser(request);
  const agent = request.headers['user-agent'];
  return {
    userId: user.id,
    all: can(ability, 'view_all_keyholders'),
    reveal: can(ability, 'reveal_keyholders'),
    ip: request.ip ?? null,
    userAgent: typeof agent === 'string' ? agent.slice(0, 300) : null,
  };
}

type ScopedTable = 'keyholders' | 'keyholder_keys';

/** The user's projects (managed or a member of), from `projects`. */
function ownProjects(eb: ExpressionBuilder<Database, never>, userId: number) {
  return eb
    .selectFrom('projects')
    .where((w) =>
      w.or([
        w('projects.manager_id', '=', userId),
        w(
          'projects.id',
          'in',
          w
            .selectFrom('project_members')
            .select('project_members.project_id')
            .where('project_members.user_id', '=', userId),
        ),
      ]),
    );
}

/** The ids of the user's projects. */
const ownProjectIds = (eb: ExpressionBuilder<Database, never>, userId: number) =>
  ownProjects(eb, userId).select('projects.id');

/** The clients of the user's projects. */
const ownClientIds = (eb: ExpressionBuilder<Database, never>, userId: number) =>
  ownProjects(eb, userId).select('projects.client_id').where('projects.client_id', 'is not', null);

/**
 * The condition "within reach" on `table` (keyholders or keyholder_keys), or undefined when the
 * actor reaches everything. Use in every list, read and write of the module.
 */
export function withinReach<T extends ScopedTable>(
  table: T,
  actor: Pick<KeyholderActor, 'userId' | 'all'>,
): ((eb: ExpressionBuilder<Database, T>) => Expression<SqlBool>) | undefined {
  if (actor.all) return undefined;
  return (eb) => {
    const e = eb as unknown as ExpressionBuilder<Database, ScopedTable>;
    return e.or([
      e(`${table}.client_id` as 'keyholders.client_id', 'in', ownClientIds(e as never, actor.userId)),
      e(`${table}.project_id` as 'keyholders.project_id', 'in', ownProjectIds(e as never, actor.userId)),
    ]) as Expression<SqlBool>;
  };
}

/**
 * Whether the actor may point an entry at this client and project (create, update, check-out):
 * true with view_all_keyholders; otherwise the project must be theirs, or the client the client of
 * one of their projects.
 */
export async function mayReach(
  db: Db,
  actor: Pick<KeyholderActor, 'userId' | 'all'>,
  ref: { client_id: number | null; project_id: number | null },
): Promise<boolean> {
  if (actor.all) return true;
  if (ref.project_id !== null) {
    const own = await db
      .selectFrom('projects')
      .select('id')
      .where('id', '=', ref.project_id)
      .where((eb) => eb('id', 'in', ownProjectIds(eb as never, actor.userId)))
      .executeTakeFirst();
    if (own) return true;
  }
  if (ref.client_id !== null) {
    const own = await db
      .selectFrom('clients')
      .select('id')
      .where('id', '=', ref.client_id)
      .where((eb) => eb('id', 'in', ownClientIds(eb as never, actor.userId)))
      .executeTakeFirst();
    if (own) return true;
  }
  return false;
}
