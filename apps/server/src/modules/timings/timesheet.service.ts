import type {
  ExportFormat,
  ReportGroupBy,
  Timesheet,
  TimesheetCellInput,
  TimesheetQuery,
  TimingReport,
  TimingReportQuery,
} from '@officina/contracts';
import { addDays, isoWeekDays, isoWeekOf, romeDateOf, romeDayStart } from '@officina/contracts';
import type { Db } from '../../db/database.ts';
import { dbBool, nowIso, toBool } from '../../db/values.ts';
import { validationError } from '../../http/api-error.ts';
import { assertReferences } from '../../records/references.ts';
import { exportStream } from '../../transfer/spreadsheet-writer.ts';
import {
  findProjectClientId,
  insertCellEntry,
  listCellEntries,
  updateCellEntry,
} from './timesheet.repository.ts';
import {
  deleteTimingRow,
  listUserEntries,
  reportByUserFromDayTotals,
  reportLabels,
  reportRows,
} from './timing.repository.ts';
import { dayRange, resolveTimingUser, type TimingActor } from './timing.service.ts';

const iso = (ms: number) => new Date(ms).toISOString();

/** Mon–Sun of a week with per-day totals, per-project rows and the total (stopped entries only). */
export async function getTimesheet(db: Db, actor: TimingActor, query: TimesheetQuery): Promise<Timesheet> {
  const userId = resolveTimingUser(actor, query.user_id) as number;
  const week = query.week ?? isoWeekOf(romeDateOf(Date.now()));
  const days = isoWeekDays(week);
  const starts = [...days, addDays(days[6] as string, 1)].map((d) => romeDayStart(d));
  const entries = await listUserEntries(db, userId, iso(starts[0] as number), iso(starts[7] as number));
  const perDay = new Array<number>(7).fill(0);
  const rows = new Map<number | null, Timesheet['rows'][number]>();
  let running = false;
  for (const e of entries) {
    if (e.ended_at === null) {
      running = true;
      continue;
    }
    const t = Date.parse(e.started_at);
    let day = 0;
    while (day < 6 && t >= (starts[day + 1] as number)) day++;
    let row = rows.get(e.project_id);
    if (!row) {
      row = {
        project_id: e.project_id,
        project_code: e.project_code,
        project_name: e.project_name,
        minutes: new Array<number>(7).fill(0),
        total: 0,
      };
      rows.set(e.project_id, row);
    }
    (row.minutes[day] as number) += e.minutes;
    row.total += e.minutes;
    (perDay[day] as number) += e.minutes;
  }
  const sorted = [...rows.values()].sort((a, b) =>
    a.project_code === null ? 1 : b.project_code === null ? -1 : a.project_code.localeCompare(b.project_code),
  );
  return {
    week,
    user_id: userId,
    days: days.map((date, i) => ({ date, minutes: perDay[i] as number })),
    rows: sorted,
    total: perDay.reduce((a, b) => a + b, 0),
    running,
  };
}

/**
 * Sets a timesheet cell (user, project, Rome day) to `minutes`. The cell's own entry is its first
 * duration-only entry; it holds `minutes − (the other entries of the cell)`: created when missing,
 * updated, deleted at 0. Timer and timed entries are never touched; a value below their sum → 422.
 */
export async function setTimesheetCell(
  db: Db,
  actor: TimingActor,
  input: TimesheetCellInput,
): Promise<Timesheet> {
  const userId = input.user_id ?? actor.userId;
  if (userId !== actor.userId && !actor.manageAll) {
    throw validationError({ user_id: ['Non puoi gestire i tempi degli altri utenti.'] });
  }
  await assertReferences(db, [
    { field: 'user_id', id: userId, kind: 'user' },
    { field: 'project_id', id: input.project_id, kind: 'projects' },
    { field: 'type_id', id: input.type_id, kind: 'timing_types', message: 'Tipo non valido' },
  ]);
  const from = iso(romeDayStart(input.date));
  const to = iso(romeDayStart(addDays(input.date, 1)));
  await db.transaction().execute(async (trx) => {
    const cell = await listCellEntries(trx, userId, input.project_id, from, to);
    const own = cell.find((e) => toBool(e.duration_only));
    const others = cell.filter((e) => e !== own).reduce((s, e) => s + e.minutes, 0);
    const ownMinutes = input.minutes - others;
    if (ownMinutes < 0) {
      throw validationError({
        minutes: [`Le altre voci del giorno sommano già ${others} minuti: modificale dall’elenco dei tempi.`],
      });
    }
    const now = nowIso();
    if (ownMinutes === 0) {
      if (own) await deleteTimingRow(trx, own.id);
      return;
    }
    const ended = iso(Date.parse(from) + ownMinutes * 60_000);
    if (own) {
      await updateCellEntry(trx, own.id, {
        minutes: ownMinutes,
        started_at: from,
        ended_at: ended,
        updated_at: now,
      });
      return;
    }
    let clientId: number | null = null;
    if (input.project_id !== null) {
      clientId = await findProjectClientId(trx, input.project_id);
    }
    await insertCellEntry(trx, {
      user_id: userId,
      project_id: input.project_id,
      client_id: clientId,
      todo_id: null,
      type_id: input.type_id,
      started_at: from,
      ended_at: ended,
      minutes: ownMinutes,
      duration_only: dbBool(true),
      description: null,
      billable: dbBool(true),
      created_at: now,
      updated_at: now,
      created_by: actor.userId,
    });
  });
  return getTimesheet(db, actor, { week: isoWeekOf(input.date), user_id: userId });
}

const noneLabels = {
  project: 'Senza progetto',
  client: 'Senza cliente',
  user: 'Utente rimosso',
  type: 'Senza tipo',
} as const;

/** Minutes and billable minutes per project/client/user/type over Rome days [from, to]. */
export async function getTimingReport(
  db: Db,
  actor: TimingActor,
  query: TimingReportQuery,
): Promise<TimingReport> {
  if (query.to < query.from) throw validationError({ to: ['La fine precede l’inizio'] });
  const userId = resolveTimingUser(actor, query.user_id ?? (actor.viewAll ? 'all' : 'me'));
  const entryFilters =
    query.project_id !== undefined ||
    query.client_id !== undefined ||
    query.type_id !== undefined ||
    query.billable !== undefined;
  // By user with only the period and the user: the per-day rollup has exactly these sums (stopped
  // entries by Rome day), a row per user and day instead of every entry, names in the same query.
  // Anything finer scans entries.
  const rows =
    query.group_by === 'user' && !entryFilters
      ? await reportByUserFromDayTotals(db, userId, query.from, query.to)
      : await withLabels(
          db,
          query.group_by,
          await reportRows(
            db,
            {
              userId,
              project_id: query.project_id,
              client_id: query.client_id,
              type_id: query.type_id,
              billable: query.billable,
              ...dayRange(query.from, query.to),
              stoppedOnly: true,
            },
            query.group_by,
          ),
        );
  const out = rows
    .map((r) => ({
      key: r.key === null ? null : Number(r.key),
      label: r.key === null ? noneLabels[query.group_by] : (r.label ?? String(r.key)),
      minutes: Number(r.minutes),
      billable_minutes: Number(r.billable),
    }))
    .sort((a, b) => b.minutes - a.minutes || a.label.localeCompare(b.label));
  return {
    rows: out,
    total: {
      minutes: out.reduce((s, r) => s + r.minutes, 0),
      billable_minutes: out.reduce((s, r) => s + r.billable_minutes, 0),
    },
  };
}

async function withLabels<R extends { key: number | null }>(db: Db, groupBy: ReportGroupBy, rows: R[]) {
  const labels = await reportLabels(
    db,
    groupBy,
    rows.map((r) => r.key).filter((k): k is number => k !== null),
  );
  return rows.map((r) => ({ ...r, label: r.key === null ? null : (labels.get(Number(r.key)) ?? null) }));
}

const hours = (m: number) => Math.round((m / 60) * 100) / 100;
const groupHeaders = { project: 'Progetto', client: 'Cliente', user: 'Utente', type: 'Tipo' } as const;

/** The report as a file: one row per group plus the total, hours with two decimals. */
export async function exportTimingReport(
  db: Db,
  actor: TimingActor,
  query: TimingReportQuery & { format: ExportFormat },
) {
  const report = await getTimingReport(db, actor, query);
  const rows = [...report.rows, { key: null, label: 'Totale', ...report.total }];
  async function* batches() {
    yield rows;
  }
  return exportStream(
    query.format,
    'Ore',
    [
      { header: groupHeaders[query.group_by], width: 40, value: (r: (typeof rows)[number]) => r.label },
      { header: 'Minuti', value: (r) => r.minutes },
      { header: 'Ore', value: (r) => hours(r.minutes) },
      { header: 'Minuti fatturabili', value: (r) => r.billable_minutes },
      { header: 'Ore fatturabili', value: (r) => hours(r.billable_minutes) },
    ],
    batches(),
  );
}
