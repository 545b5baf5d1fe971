import type {
  CreateTimingInput,
  DeleteResult,
  TimingListQuery,
  TimingPage,
  TimingSaved,
  TimingView,
  UpdateTimingInput,
} from '@officina/contracts';
import { addDays, romeDayStart } from '@officina/contracts';
import type { Db } from '../../db/database.ts';
import { listPage } from '../../db/list/index.ts';
import { dbBool, type Instant, nowIso, toBool } from '../../db/values.ts';
import { forbidden, validationError } from '../../http/api-error.ts';
import { nextVersion, notFound, staleRecord } from '../../records/records.ts';
import { assertReferences } from '../../records/references.ts';
import { timingList } from './timing.list.ts';
import { TIMING_NOT_FOUND, timingViewOf, toTimingView } from './timing.mapper.ts';
import {
  deleteTimingRow,
  findOverlaps,
  findTimingRow,
  insertTiming,
  updateTimingIfVersion,
} from './timing.repository.ts';
import { resolveTimingLinks } from './timing-links.ts';

/** What the signed-in user may do with time entries. */
export interface TimingActor {
  userId: number;
  /** view_all_timings: read everyone's entries. */
  viewAll: boolean;
  /** manage_timings + view_all_timings: write everyone's entries. */
  manageAll: boolean;
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
  const { user_id, from, to, ...rest } = query;
  const filters = { ...rest, userId: resolveTimingUser(actor, user_id), ...dayRange(from, to) };
  const { data, meta, sums } = await listPage(db, timingList, filters, (rows) => rows.map(toTimingView));
  return { data, meta, total_minutes: sums.minutes ?? 0 };
}

export async function getTiming(db: Db, actor: TimingActor, id: number): Promise<TimingView> {
  const view = await timingViewOf(db, id);
  if (view.user_id !== actor.userId && !actor.viewAll) throw notFound(TIMING_NOT_FOUND);
  return view;
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

/** The columns an entry is written with, once its type, user and links are checked (422 if not). */
async function entryColumns(
  db: Db,
  input: CreateTimingInput,
  userId: number,
  currentTodoId: number | null = null,
) {
  await assertReferences(db, [
    { field: 'type_id', id: input.type_id, kind: 'timing_types', message: 'Tipo non valido' },
    { field: 'user_id', id: userId, kind: 'user', message: 'Utente non valido' },
  ]);
  const links = await resolveTimingLinks(db, input, currentTodoId);
  return {
    user_id: userId,
    ...links,
    type_id: input.type_id,
    ...timesOf(input),
    description: input.description,
    billable: dbBool(input.billable),
  };
}

/** The saved entry and the same user's entries it overlaps (none for a duration-only entry). */
async function savedTiming(
  db: Db,
  id: number,
  entry: { user_id: number; started_at: Instant; ended_at: Instant; duration_only: number },
): Promise<TimingSaved> {
  const warnings = toBool(entry.duration_only)
    ? []
    : await overlapWarnings(db, entry.user_id, entry.started_at, entry.ended_at, id);
  return { timing: await timingViewOf(db, id), warnings };
}

/** Saves a manual entry; overlapping entries of the same user are allowed and reported as warnings. */
export async function createTiming(
  db: Db,
  actor: TimingActor,
  input: CreateTimingInput,
): Promise<TimingSaved> {
  const userId = targetUser(actor, input.user_id);
  const entry = await entryColumns(db, input, userId);
  const now = nowIso();
  const { id } = await insertTiming(db, {
    ...entry,
    created_at: now,
    updated_at: now,
    created_by: actor.userId,
  });
  return savedTiming(db, id, entry);
}

export async function updateTiming(
  db: Db,
  actor: TimingActor,
  id: number,
  input: UpdateTimingInput,
): Promise<TimingSaved> {
  const before = await findTimingRow(db, id);
  if (!before || (before.user_id !== actor.userId && !actor.viewAll)) throw notFound(TIMING_NOT_FOUND);
  targetUser(actor, before.user_id);
  const userId = targetUser(actor, input.user_id ?? before.user_id);
  if (before.ended_at === null)
    throw validationError({ ended_at: ['Il timer è in corso: fermalo prima di modificarlo'] });
  const entry = await entryColumns(db, input, userId, before.todo_id);
  const written = await updateTimingIfVersion(db, id, input.updated_at, {
    ...entry,
    updated_at: nextVersion(before.updated_at),
  });
  if (!written) throw staleRecord();
  return savedTiming(db, id, entry);
}

export async function deleteTiming(db: Db, actor: TimingActor, id: number): Promise<DeleteResult> {
  const before = await findTimingRow(db, id);
  if (!before || (before.user_id !== actor.userId && !actor.viewAll)) throw notFound(TIMING_NOT_FOUND);
  targetUser(actor, before.user_id);
  await deleteTimingRow(db, id);
  return { result: 'deleted', message: 'Voce di tempo eliminata.' };
}
