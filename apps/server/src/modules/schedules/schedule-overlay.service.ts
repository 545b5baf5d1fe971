import {
  addDays,
  italianHolidaysBetween,
  romeDayStart,
  SCHEDULE_WINDOW_MAX_DAYS,
  type ScheduleOverlay,
  type ScheduleOverlayList,
  type ScheduleOverlayQuery,
} from '@officina/contracts';
import type { Db } from '../../db/database.ts';
import { validationError } from '../../http/api-error.ts';
import { listContractsEnding, listDueTodos } from './schedule-overlay.repository.ts';
import { contractDeadlines, type Deadline, todoDeadline } from './schedule-overlay.ts';
import { findPatronDay } from './schedule-patron.ts';

/** Who asks for overlays: their id and whether they may see contracts. */
export interface OverlayReader {
  userId: number;
  canViewContracts: boolean;
}

function toOverlay(d: Deadline): ScheduleOverlay {
  return { kind: d.kind, key: d.key, title: d.title, start: d.start, all_day: d.all_day, href: d.href };
}

function checkWindow(from: string, to: string): void {
  if (to < from) throw validationError({ to: ['La fine precede l’inizio'] });
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
  if (days > SCHEDULE_WINDOW_MAX_DAYS) {
    throw validationError({ to: [`Al massimo ${SCHEDULE_WINDOW_MAX_DAYS} giorni alla volta`] });
  }
}

/**
 * GET /schedules/overlays: the read-only layers over the events in `[from, to]` (Rome days) —
 * Italian public holidays with the patron day, the user's open to-dos due (assigned to them or
 * created by them), and contracts' end and notice dates for those who may see contracts. `kinds`
 * picks the layers (all by default). Sorted by start.
 */
export async function listScheduleOverlays(
  db: Db,
  reader: OverlayReader,
  query: ScheduleOverlayQuery,
): Promise<ScheduleOverlayList> {
  checkWindow(query.from, query.to);
  const kinds = new Set(
    query.kinds && query.kinds.length > 0 ? query.kinds : ['holidays', 'todos', 'contracts'],
  );
  const data: ScheduleOverlay[] = [];
  if (kinds.has('holidays')) {
    for (const holiday of italianHolidaysBetween(query.from, query.to, await findPatronDay(db))) {
      data.push({
        kind: 'holidays',
        key: `holiday-${holiday.date}`,
        title: holiday.name,
        start: holiday.date,
        all_day: true,
        href: null,
      });
    }
  }
  if (kinds.has('todos')) {
    const range = {
      fromIso: new Date(romeDayStart(query.from)).toISOString(),
      toIso: new Date(romeDayStart(addDays(query.to, 1))).toISOString(),
    };
    for (const row of await listDueTodos(db, reader.userId, range, false)) {
      data.push(toOverlay(todoDeadline(row)));
    }
  }
  if (kinds.has('contracts') && reader.canViewContracts) {
    // The notice date comes before the end: contracts ending up to the longest notice later count.
    for (const row of await listContractsEnding(db, query.from, addDays(query.to, 3_650))) {
      for (const deadline of contractDeadlines(row, query.from, query.to)) data.push(toOverlay(deadline));
    }
  }
  data.sort((a, b) => a.start.localeCompare(b.start) || a.key.localeCompare(b.key));
  return { data };
}
