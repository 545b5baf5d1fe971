import dayjs from 'dayjs';
import it from 'dayjs/locale/it';
import isoWeek from 'dayjs/plugin/isoWeek';
import weekOfYear from 'dayjs/plugin/weekOfYear';

/**
 * Italian calendar rules: day-first dates, 24-hour time, weeks from Monday and week 1 the one
 * containing 4 January. dayjs's `it` locale sets weekStart 1 but not yearStart, so it is registered
 * again under the same name with yearStart 4: `week()` then agrees with ISO 8601 (and the pickers,
 * which use the `it` locale by name, too).
 */
dayjs.extend(weekOfYear);
dayjs.extend(isoWeek);
/** dayjs reads `yearStart` (weekOfYear plugin) although its ILocale type omits it. */
const italian: typeof it & { yearStart: number } = { ...it, yearStart: 4 };
dayjs.locale(italian);

export { dayjs };
