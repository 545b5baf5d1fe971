import type {
  CreateTimingInput,
  DeleteResult,
  StartTimerInput,
  TimerStarted,
  TimerState,
  TimerStopped,
  TimingListQuery,
  TimingPage,
  TimingSaved,
  TimingView,
  UpdateTimingInput,
} from '@officina/contracts';
import { addDays, romeDayStart } from '@officina/contracts';
import type { Db, Engine } from '../../db/database.ts';
import { dbBool, type Instant, nowIso, toBool } from '../../db/values.ts';
import { forbidden, validationError } from '../../http/api-error.ts';
import { nextVersion, notFound, staleRecord } from '../crm/records.ts';
import { assertReferences } from '../crm/references.ts';
import {
  countAndSumTimings,
  findOverlaps,
  findRunning,
  findTimingRow,
  findTimingView,
  listTimingPage,
  resolveTimingSort,
  type TimingFilters,
  type TimingViewRow,
  timingWhere,
} from './timing.repository.ts';

const NOT_FOUND = 'Voce di tempo non trovata.';

/** What the signed-in user may do with time entries. */
export interface TimingActor {
  userId: number;
  /** view_all_timings: read everyone's entries. */
  viewAll: boolean;
  /** manage_timings + view_all_timings: write everyone's entries. */
  manageAll: boolean;
}

export function toTimingView(r: TimingViewRow): TimingView {
  return {
    id: r.id,
    user_id: r.user_id,
    todo_id: r.todo_id,
    project_id: r.project_id,
    client_id: r.client_id,
    type_id: r.type_id,
    started_at: r.started_at,
    ended_at: r.ended_at,
    minutes: r.minutes,
    duration_only: toBool(r.duration_only),
    description: r.description,
    billable: toBool(r.billable),
    created_at: r.created_at,
    updated_at: r.updated_at,
    created_by: r.created_by,
    user_name: r.user_name,
    todo_title: r.todo_title,
    project_name: r.project_name,
    project_code: r.project_code,
    client_name: r.client_name,
    type_name: r.type_name,
    running: r.ended_at === null,
  };
}

async function viewOf(db: Db, id: number): Promise<TimingView> {
  const row = await findTimingView(db, id);
  if (!row) throw notFound(NOT_FOUND);
  return toTimingView(row);
}

/** `me`/`all`/id → a user id or null (everyone), refusing others without view_all_timings. */
export function resolveTimingUser(
  actor: TimingActor,
  user: 'me' | 'all' | number | undefined,
): number | null {
  if (user === undefined || user === 'me' || user === actor.userId) return actor.userId;
  if (!actor.viewAll) throw forbidden('Non puoi vedere i tempi degli altri utenti.');
  return user === 'all' ? null : user;
}

/** Rome days → instants: from the start of `from` to the start of the day after `to`. */
export function dayRange(from?: string, to?: string): { fromAt?: Instant; toAt?: Instant } {
  return {
    ...(from ? { fromAt: new Date(romeDayStart(from)).toISOString() } : {}),
    ...(to ? { toAt: new Date(romeDayStart(addDays(to, 1))).toISOString() } : {}),
  };
}

export async function listTimings(db: Db, actor: TimingActor, query: TimingListQuery): Promise<TimingPage> {
  const { page, per_page, sort, user_id, from, to, ...rest } = query;
  const filters: TimingFilters = {
    ...rest,
    userId: resolveTimingUser(actor, user_id),
    ...dayRange(from, to),
  };
  const where = timingWhere(filters);
  const [rows, sums] = await Promise.all([
    listTimingPage(db, where, resolveTimingSort(sort), per_page, (page - 1) * per_page),
    countAndSumTimings(db, where),
  ]);
  return {
    data: rows.map(toTimingView),
    meta: { total: sums.total, page, per_page },
    total_minutes: sums.minutes,
  };
}

export async function getTiming(db: Db, actor: TimingActor, id: number): Promise<TimingView> {
  const view = await viewOf(db, id);
  if (view.user_id !== actor.userId && !actor.viewAll) throw notFound(NOT_FOUND);
  return view;
}

interface Links {
  todo_id: number | null;
  project_id: number | null;
  client_id: number | null;
}

/** A to-do gives its project and client, a project its client, when those are not given. */
async function resolveLinks(db: Db, links: Links): Promise<Links> {
  const out: Links = { todo_id: links.todo_id, project_id: links.project_id, client_id: links.client_id };
  if (out.todo_id !== null) {
    const todo = await db
      .selectFrom('todos')
      .select(['project_id', 'client_id'])
      .where('id', '=', out.todo_id)
      .executeTakeFirst();
    if (!todo) throw validationError({ todo_id: ['To-do non valido'] });
    out.project_id ??= todo.project_id;
    out.client_id ??= todo.client_id;
  }
  if (out.project_id !== null) {
    const project = await db
      .selectFrom('projects')
      .select('client_id')
      .where('id', '=', out.project_id)
      .executeTakeFirst();
    if (!project) throw validationError({ project_id: ['Progetto non valido'] });
    out.client_id ??= project.client_id;
  }
  if (out.client_id !== null) {
    const client = await db
      .selectFrom('clients')
      .select('id')
      .where('id', '=', out.client_id)
      .executeTakeFirst();
    if (!client) throw validationError({ client_id: ['Cliente non valido'] });
  }
  return out;
}

const timeFormat = new Intl.DateTimeFormat('it-IT', {
  timeZone: 'Europe/Rome',
  hour: '2-digit',
  minute: '2-digit',
});
const dayFormat = new Intl.DateTimeFormat('it-IT', {
  timeZone: 'Europe/Rome',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

async function overlapWarnings(
  db: Db,
  userId: number,
  start: Instant,
  end: Instant,
  excludeId: number | null,
) {
  const rows = await findOverlaps(db, userId, start, end, excludeId);
  return rows.map((r) => {
    const what =
      r.description ??
      r.todo_title ??
      (r.project_code ? `${r.project_code} – ${r.project_name}` : 'un’altra voce');
    const s = new Date(r.started_at);
    const until = r.ended_at ? timeFormat.format(new Date(r.ended_at)) : 'in corso';
    return {
      field: 'started_at',
      message: `Si sovrappone a «${what}» (${dayFormat.format(s)} ${timeFormat.format(s)}–${until}).`,
    };
  });
}

/** Columns of an entry from the form: minutes from start/end, or a duration-only entry. */
function timesOf(input: CreateTimingInput) {
  const startedAt = new Date(input.started_at).toISOString();
  if (input.ended_at !== null) {
    const endedAt = new Date(input.ended_at).toISOString();
    const minutes = Math.max(1, Math.round((Date.parse(endedAt) - Date.parse(startedAt)) / 60_000));
    return { started_at: startedAt, ended_at: endedAt, minutes, duration_only: dbBool(false) };
  }
  const minutes = input.minutes as number;
  const endedAt = new Date(Date.parse(startedAt) + minutes * 60_000).toISOString();
  return { started_at: startedAt, ended_at: endedAt, minutes, duration_only: dbBool(true) };
}

function targetUser(actor: TimingActor, userId: number | null): number {
  const target = userId ?? actor.userId;
  if (target !== actor.userId && !actor.manageAll)
    throw forbidden('Non puoi gestire i tempi degli altri utenti.');
  return target;
}

async function checkInput(db: Db, input: CreateTimingInput, userId: number) {
  await assertReferences(db, [
    { field: 'type_id', id: input.type_id, kind: 'timing_types', message: 'Tipo non valido' },
    { field: 'user_id', id: userId, kind: 'user', message: 'Utente non valido' },
  ]);
  return resolveLinks(db, input);
}

/** Saves a manual entry; overlapping entries of the same user are allowed and reported as warnings. */
export async function createTiming(
  db: Db,
  actor: TimingActor,
  input: CreateTimingInput,
): Promise<TimingSaved> {
  const userId = targetUser(actor, input.user_id);
  const links = await checkInput(db, input, userId);
  const times = timesOf(input);
  const now = nowIso();
  const { id } = await db
    .insertInto('timings')
    .values({
      user_id: userId,
      ...links,
      type_id: input.type_id,
      ...times,
      description: input.description,
      billable: dbBool(input.billable),
      created_at: now,
      updated_at: now,
      created_by: actor.userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const warnings = toBool(times.duration_only)
    ? []
    : await overlapWarnings(db, userId, times.started_at, times.ended_at, id);
  return { timing: await viewOf(db, id), warnings };
}

export async function updateTiming(
  db: Db,
  actor: TimingActor,
  id: number,
  input: UpdateTimingInput,
): Promise<TimingSaved> {
  const before = await findTimingRow(db, id);
  if (!before || (before.user_id !== actor.userId && !actor.viewAll)) throw notFound(NOT_FOUND);
  targetUser(actor, before.user_id);
  const userId = targetUser(actor, input.user_id ?? before.user_id);
  if (before.ended_at === null)
    throw validationError({ ended_at: ['Il timer è in corso: fermalo prima di modificarlo'] });
  const links = await checkInput(db, input, userId);
  const times = timesOf(input);
  const result = await db
    .updateTable('timings')
    .set({
      user_id: userId,
      ...links,
      type_id: input.type_id,
      ...times,
      description: input.description,
      billable: dbBool(input.billable),
      updated_at: nextVersion(before.updated_at),
    })
    .where('id', '=', id)
    .where('updated_at', '=', input.updated_at)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw staleRecord();
  const warnings = toBool(times.duration_only)
    ? []
    : await overlapWarnings(db, userId, times.started_at, times.ended_at, id);
  return { timing: await viewOf(db, id), warnings };
}

export async function deleteTiming(db: Db, actor: TimingActor, id: number): Promise<DeleteResult> {
  const before = await findTimingRow(db, id);
  if (!before || (before.user_id !== actor.userId && !actor.viewAll)) throw notFound(NOT_FOUND);
  targetUser(actor, before.user_id);
  await db.deleteFrom('timings').where('id', '=', id).execute();
  return { result: 'deleted', message: 'Voce di tempo eliminata.' };
}

/** Stops a running entry at `now` (at least one minute). */
async function stopRow(trx: Db, row: { id: number; started_at: string; updated_at: string }, now: Instant) {
  const minutes = Math.max(1, Math.round((Date.parse(now) - Date.parse(row.started_at)) / 60_000));
  await trx
    .updateTable('timings')
    .set({ ended_at: now, minutes, updated_at: nextVersion(row.updated_at) })
    .where('id', '=', row.id)
    .where('ended_at', 'is', null)
    .execute();
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string } | null;
  return e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/**
 * Starts a timer for the user, stopping the running one in the same transaction. On PostgreSQL the
 * user's row is locked first so concurrent starts of one user run one after the other; the partial
 * unique index is the last word (a start that still collides is retried).
 */
export async function startTimer(
  db: Db,
  engine: Engine,
  userId: number,
  input: StartTimerInput,
): Promise<TimerStarted> {
  await assertReferences(db, [
    { field: 'type_id', id: input.type_id, kind: 'timing_types', message: 'Tipo non valido' },
  ]);
  const links = await resolveLinks(db, input);
  for (let attempt = 0; ; attempt++) {
    try {
      const { id, stoppedId } = await db.transaction().execute(async (trx) => {
        if (engine === 'postgres') {
          await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
        }
        const now = nowIso();
        const running = await findRunning(trx, userId);
        if (running) await stopRow(trx, running, now);
        const inserted = await trx
          .insertInto('timings')
          .values({
            user_id: userId,
            ...links,
            type_id: input.type_id,
            started_at: now,
            ended_at: null,
            minutes: 0,
            duration_only: dbBool(false),
            description: input.description,
            billable: dbBool(input.billable),
            created_at: now,
            updated_at: now,
            created_by: userId,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return { id: inserted.id, stoppedId: running?.id ?? null };
      });
      return {
        timer: await viewOf(db, id),
        stopped: stoppedId ? await viewOf(db, stoppedId) : null,
        server_time: nowIso(),
      };
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 5) throw error;
    }
  }
}

export async function stopTimer(db: Db, userId: number): Promise<TimerStopped> {
  const id = await db.transaction().execute(async (trx) => {
    const running = await findRunning(trx, userId);
    if (!running) return null;
    await stopRow(trx, running, nowIso());
    return running.id;
  });
  return { stopped: id ? await viewOf(db, id) : null, server_time: nowIso() };
}

export async function getTimer(db: Db, userId: number): Promise<TimerState> {
  const running = await findRunning(db, userId);
  return { timer: running ? await viewOf(db, running.id) : null, server_time: nowIso() };
}
