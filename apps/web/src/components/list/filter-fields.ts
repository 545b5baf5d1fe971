import type { FilterKind } from '../../lib/list/list-url-state.ts';
import type { IdOption } from '../form-id-select.tsx';

type Key<F> = keyof F & string;

/** One choice of a `choice` filter, as written in the URL. */
export interface FilterChoice {
  value: string;
  label: string;
}

/**
 * One control of a list's filter bar, in the order the bar shows them. `key` is the filter's name in
 * the list spec (and the URL); `hidden` leaves the control out (e.g. the state on a board, where
 * every state is a column).
 */
export type FilterField<F extends Record<string, FilterKind>> = { hidden?: boolean } & (
  | {
      /** The "Cerca" box (`q`), committed after a pause or on Enter. */
      type: 'search';
      placeholder: string;
      /** wide: 280–420 px (CRM), normal: 240–360 px, narrow: 200–300 px. */
      width?: 'wide' | 'normal' | 'narrow';
    }
  | {
      /** A select over ids (state, category, a user…); "Tutti" clears it. */
      type: 'select';
      key: Key<F>;
      label: string;
      options: readonly IdOption[];
    }
  | {
      /**
       * A select over fixed values. `all` adds the item that clears the filter (e.g. "Tutte");
       * `fallback` is the value shown while the filter is unset, and choosing it clears it;
       * `other` labels a value from the URL that is not among the options.
       */
      type: 'choice';
      key: Key<F>;
      label: string;
      options: readonly FilterChoice[];
      minWidth: number;
      all?: string;
      fallback?: string;
      other?: (value: string) => string;
    }
  | { type: 'client' | 'project'; key: Key<F>; width: number }
  | { type: 'province'; key: Key<F> }
  | { type: 'text'; key: Key<F>; label: string; width: number }
  /** An on/off switch: on writes `key=true`, off leaves it out. */
  | { type: 'switch'; key: Key<F>; label: string }
  /** A month in Italian ("novembre 2026"), written `YYYY-MM`. */
  | { type: 'month'; key: Key<F>; label: string }
  /** A day typed and shown day-first (25/11/2026), written `YYYY-MM-DD` (e.g. a period's "Dal"/"Al"). */
  | { type: 'day'; key: Key<F>; label: string }
  /** An amount in euro, written in cents. */
  | { type: 'money'; key: Key<F>; label: string }
  /**
   * A filter only a link sets (e.g. the dashboard's `budget_used_min_percent=80`): while set, a chip
   * saying what it keeps, removable; nothing while unset.
   */
  | { type: 'chip'; key: Key<F>; label: (value: string) => string }
);
