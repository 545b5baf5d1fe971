import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPerson, personKeys } from '../../../lib/entities/persons.ts';

export const personQueryOptions = (id: number) =>
  queryOptions({
    queryKey: personKeys.detail(id),
    queryFn: () => getPerson(id),
    select: (data) => data.person,
  });

/** GET /persons/:id. */
export function usePerson(id: number) {
  return useQuery({ ...personQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
