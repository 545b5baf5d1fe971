import { OFFICE_TIME_ZONE } from '@officina/contracts';
import { RRuleTemporal } from 'rrule-temporal';
import { Temporal } from 'temporal-polyfill';
import { validationError } from '../../http/api-error.ts';

/**
 * RRULE checking: the parts this module supports (RFC 5545 FREQ DAILY…YEARLY, INTERVAL, COUNT,
 * UNTIL, BYDAY with ordinals such as 2TU or -1FR, BYMONTHDAY, BYMONTH, BYSETPOS, WKST), read by
 * `rrule-temporal` with the event's start as DTSTART in Europe/Rome. A rule it cannot read, or one
 * that never yields a date, is a 422 on `rrule` in Italian.
 */

export const RRULE_MAX_COUNT = 1_000;
/** Periods the library may walk before giving up (a daily series begun decades ago still fits). */
const EXPAND_MAX_ITERATIONS = 200_000;
/** Periods searched for the first occurrence when a rule is checked (29 February fits). */
const CHECK_MAX_ITERATIONS = 3_000;

const FREQS = new Set(['DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY']);
const DAY = /^([+-]?\d{1,2})?(MO|TU|WE|TH|FR|SA|SU)$/;

export interface ParsedRrule {
  rule: RRuleTemporal;
  freq: string;
  count: number | null;
  /** UNTIL as the library reads it (inclusive), null without one. */
  until: Temporal.ZonedDateTime | null;
  /** The parts in the order written, upper-case (`{ FREQ: 'WEEKLY', … }`). */
  parts: Map<string, string>;
}

function invalid(reason: string): never {
  throw validationError({ rrule: [`Regola di ripetizione non valida: ${reason}`] });
}

/** The DTSTART of a series: its start in Rome (an all-day event at midnight). */
export function dtstartOf(startLocal: string): Temporal.ZonedDateTime {
  const iso = startLocal.length === 10 ? `${startLocal}T00:00` : startLocal;
  return Temporal.PlainDateTime.from(iso).toZonedDateTime(OFFICE_TIME_ZONE, { disambiguation: 'later' });
}

const intIn = (value: string, min: number, max: number) =>
  /^[+-]?\d{1,4}$/.test(value) && Number(value) >= min && Number(value) <= max && Number(value) !== 0;

function checkList(name: string, value: string, ok: (item: string) => boolean, what: string): void {
  for (const item of value.split(',')) if (!ok(item)) invalid(`${what} «${item}» non ammesso in ${name}`);
}

/** The parts of an RRULE value, checked one by one. */
function readParts(rrule: string): Map<string, string> {
  const parts = new Map<string, string>();
  for (const part of rrule
    .replace(/^RRULE:/i, '')
    .trim()
    .toUpperCase()
    .split(';')) {
    const [key, value, extra] = part.split('=');
    if (!key || value === undefined || value === '' || extra !== undefined)
      invalid(`«${part}» non è una parte valida`);
    if (parts.has(key)) invalid(`${key} ripetuto`);
    parts.set(key, value);
  }
  const freq = parts.get('FREQ');
  if (!freq) invalid('manca FREQ');
  if (!FREQS.has(freq)) invalid('la frequenza deve essere giornaliera, settimanale, mensile o annuale');
  const periodic = freq === 'MONTHLY' || freq === 'YEARLY';
  for (const [key, value] of parts) {
    switch (key) {
      case 'FREQ':
        break;
      case 'INTERVAL':
        if (!intIn(value, 1, 999) || value.startsWith('-'))
          invalid('INTERVAL deve essere un numero da 1 a 999');
        break;
      case 'COUNT':
        if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > RRULE_MAX_COUNT)
          invalid(`COUNT deve essere un numero da 1 a ${RRULE_MAX_COUNT}`);
        break;
      case 'UNTIL':
        if (!/^\d{8}(T\d{6}Z?)?$/.test(value)) invalid('UNTIL deve essere una data (AAAAMMGG)');
        break;
      case 'BYDAY':
        checkList(
          key,
          value,
          (d) => {
            const m = DAY.exec(d);
            if (!m) return false;
            if (!m[1]) return true;
            return periodic && intIn(m[1], -53, 53);
          },
          'giorno',
        );
        break;
      case 'BYMONTHDAY':
        checkList(key, value, (d) => intIn(d, -31, 31), 'giorno del mese');
        break;
      case 'BYMONTH':
        checkList(key, value, (d) => intIn(d, 1, 12) && !d.startsWith('-'), 'mese');
        break;
      case 'BYSETPOS':
        checkList(key, value, (d) => intIn(d, -366, 366), 'posizione');
        break;
      case 'WKST':
        if (!/^(MO|TU|WE|TH|FR|SA|SU)$/.test(value)) invalid('WKST non valido');
        break;
      default:
        invalid(`${key} non è supportato`);
    }
  }
  if (parts.has('COUNT') && parts.has('UNTIL')) invalid('indica COUNT oppure UNTIL, non entrambi');
  return parts;
}

/** The rule text written back from its parts (upper-case, in the order given). */
export function rruleText(parts: Map<string, string>): string {
  return [...parts].map(([key, value]) => `${key}=${value}`).join(';');
}

/**
 * Reads and checks an RRULE for a series starting at `startLocal` (Rome wall-clock, or a day for
 * an all-day event). Throws a 422 on `rrule` ("Regola di ripetizione non valida: …") when a part is
 * unknown or out of range, UNTIL precedes the start, or the rule yields no date at all.
 */
export function parseRrule(rrule: string, startLocal: string): ParsedRrule {
  const parts = readParts(rrule);
  const text = rruleText(parts);
  const dtstart = dtstartOf(startLocal);
  let rule: RRuleTemporal;
  let probe: RRuleTemporal;
  try {
    rule = new RRuleTemporal({
      rruleString: text,
      dtstart,
      tzid: OFFICE_TIME_ZONE,
      maxIterations: EXPAND_MAX_ITERATIONS,
    });
    probe = new RRuleTemporal({
      rruleString: text,
      dtstart,
      tzid: OFFICE_TIME_ZONE,
      maxIterations: CHECK_MAX_ITERATIONS,
    });
  } catch (error) {
    invalid(error instanceof Error ? error.message : 'regola illeggibile');
  }
  const options = rule.options();
  const until = options.until ? Temporal.ZonedDateTime.from(options.until.toString()) : null;
  if (until && Temporal.ZonedDateTime.compare(until, dtstart) < 0)
    throw validationError({ rrule: ['La ripetizione deve finire dopo l’inizio dell’evento'] });
  let first: unknown[];
  try {
    first = probe.all((_, index) => index < 1);
  } catch {
    first = [];
  }
  if (first.length === 0) invalid('non produce alcuna data');
  const count = parts.get('COUNT');
  return { rule, freq: parts.get('FREQ') as string, count: count ? Number(count) : null, until, parts };
}
