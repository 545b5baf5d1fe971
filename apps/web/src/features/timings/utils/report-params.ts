import type { ReportGroupBy } from '@officina/contracts';
import type { TimingReportParams } from '../api/timing-report.ts';
import { type PeriodPreset, periodPresets, presetRange } from './report-period.ts';

export const groupLabels: Record<ReportGroupBy, string> = {
  project: 'Progetto',
  client: 'Cliente',
  user: 'Utente',
  type: 'Tipo',
};
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export interface ReportView {
  from: string;
  to: string;
  groupBy: ReportGroupBy;
  /** "all", "me" or a user id, as in the URL. */
  user: string;
  /** "true", "false" or null (all hours), as in the URL. */
  billable: string | null;
  /** The preset the period matches, if any. */
  preset: PeriodPreset | undefined;
  query: TimingReportParams;
}

/**
 * The report's state read from its URL: this month, by project, and everyone's hours (with
 * view_all_timings) or mine unless the URL says otherwise; malformed days fall back to the month.
 */
export function reportViewFrom(params: URLSearchParams, today: string, everyone: boolean): ReportView {
  const fallback = presetRange('this-month', today);
  const from = DAY.test(params.get('from') ?? '') ? (params.get('from') as string) : fallback.from;
  const to = DAY.test(params.get('to') ?? '') ? (params.get('to') as string) : fallback.to;
  const groupBy =
    (['project', 'client', 'user', 'type'] as const).find((key) => key === params.get('group_by')) ??
    'project';
  const user = params.get('user') ?? (everyone ? 'all' : 'me');
  const billable = params.get('billable');
  const query: TimingReportParams = {
    from,
    to,
    group_by: groupBy,
    user_id: user === 'all' || user === 'me' ? user : Number(user),
    ...(billable === 'true' || billable === 'false' ? { billable: billable === 'true' } : {}),
  };
  const preset = periodPresets.find((entry) => {
    const range = presetRange(entry.key, today);
    return range.from === from && range.to === to;
  })?.key;
  return { from, to, groupBy, user, billable, preset, query };
}
