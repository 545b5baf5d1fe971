import {
  opportunitiesSettingsEndpoint,
  peopleSettingsEndpoint,
  productSettingsEndpoint,
} from '@officina/contracts';
import { callEndpoint } from '../api/api-client.ts';

export const fetchPeopleSettings = () => callEndpoint(peopleSettingsEndpoint);
export const fetchProductSettings = () => callEndpoint(productSettingsEndpoint);
export const fetchOpportunitiesSettings = () => callEndpoint(opportunitiesSettingsEndpoint);
