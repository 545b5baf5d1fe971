import dayjs from 'dayjs';
import 'dayjs/locale/it';
import isoWeek from 'dayjs/plugin/isoWeek';
import weekOfYear from 'dayjs/plugin/weekOfYear';

/**
 * Italian calendar rules (SPEC §1): day-first dates, 24-hour time, weeks from Monday and week 1 the one
 * containing 4 January (the `it` locale sets weekStart 1 / yearStart 4; isoWeek gives ISO numbering).
 */
dayjs.extend(weekOfYear);
dayjs.extend(isoWeek);
dayjs.locale('it');

export { dayjs };
