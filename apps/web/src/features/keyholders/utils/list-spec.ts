import { keyholderKinds, keyholderSortColumns } from '@officina/contracts';
import { listSpec } from '../../../lib/list/list-url-state.ts';
import type { ListRequest } from '../../../lib/list/use-list-page.ts';

/**
 * `/keyholders?kind=hosting&client_id=5&project_id=7&expiring=true&q=ftp`: the credentials tab of
 * the page (the default one). The keys tab writes its own filters beside `tab=chiavi`; switching
 * tab starts from a plain URL, so the two registers' filters never mix.
 */
export const keyholderListSpec = listSpec({
  filters: { kind: 'text', client_id: 'id', project_id: 'id', expiring: 'flag' },
  sortColumns: keyholderSortColumns,
  defaultSort: 'title',
});

/** A `kind` in the URL that is no credential kind is not sent (the server would refuse it). */
export function keyholderListRequest<S extends string>(
  _state: unknown,
  plain: ListRequest<S>,
): ListRequest<S> {
  const { kind, ...rest } = plain;
  return typeof kind === 'string' && (keyholderKinds as readonly string[]).includes(kind)
    ? { ...rest, kind }
    : rest;
}
