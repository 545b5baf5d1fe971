import { useSearchParams } from 'react-router';
import { useCan } from '../../../lib/ability.ts';
import { dayjs } from '../../../lib/locale/dayjs.ts';
import { reportViewFrom } from '../utils/report-params.ts';

/** The time report's state, kept in the URL: what it shows, and `set` to change it (null removes). */
export function useTimeReportView() {
  const [params, setParams] = useSearchParams();
  const can = useCan();
  const everyone = can('view_all_timings');
  const today = dayjs().format('YYYY-MM-DD');
  const view = reportViewFrom(params, today, everyone);

  const set = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    setParams(next, { replace: true });
  };

  return { ...view, today, everyone, set };
}
