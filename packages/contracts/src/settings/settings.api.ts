import { defineEndpoint } from '../common/endpoint.ts';
import {
  opportunitiesSettingsSchema,
  peopleSettingsSchema,
  productSettingsSchema,
} from './settings.schemas.ts';

/** The product slug stands for `{product}` in the spec. */
export const PRODUCT_SLUG = 'officina';

export const peopleSettingsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/people/settings',
  summary: 'Impostazioni persone: gruppi, colleghi, calendari, stati e categorie clienti, tipi persona',
  response: peopleSettingsSchema,
});

export const productSettingsEndpoint = defineEndpoint({
  method: 'GET',
  path: `/${PRODUCT_SLUG}/settings`,
  summary: 'Impostazioni progetti, to-do e tempi',
  response: productSettingsSchema,
});

export const opportunitiesSettingsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/opportunities/settings',
  summary: 'Impostazioni opportunità, contratti e prodotti',
  response: opportunitiesSettingsSchema,
});
