import { getTimingEndpoint } from '@officina/contracts';
import { callEndpoint } from '../../../lib/api/api-client.ts';

/** GET /timings/:id: the entry as saved now (the edit dialog reloads it after a 409). */
export async function getTiming(id: number) {
  return (await callEndpoint(getTimingEndpoint, { params: { id }, loading: false })).timing;
}
