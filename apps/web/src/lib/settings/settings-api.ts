import { callEndpoint } from '../api/api-client.ts';
import { endpoints } from '../api/endpoints.ts';

export const fetchPeopleSettings = () => callEndpoint(endpoints.peopleSettings);
export const fetchProductSettings = () => callEndpoint(endpoints.productSettings);
export const fetchOpportunitiesSettings = () => callEndpoint(endpoints.opportunitiesSettings);
export const fetchTodoCategories = () =>
  callEndpoint(endpoints.lookups, { params: { kind: 'todo_categories' } }).then((answer) => answer.data);
