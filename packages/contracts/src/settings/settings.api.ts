import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { lookupKindSchema, lookupSchema } from './lookups.ts';
import {
  opportunitiesSettingsSchema,
  peopleSettingsSchema,
  productSettingsSchema,
} from './settings.schemas.ts';

/** The product slug, as in `GET /api/officina/settings`. */
export const PRODUCT_SLUG = 'officina';

export const peopleSettingsEndpoint = defineEndpoint({
  operationId: 'peopleSettings',
  method: 'GET',
  path: '/people/settings',
  summary: 'Impostazioni persone: gruppi, colleghi, calendari, stati e categorie clienti, tipi persona',
  response: peopleSettingsSchema,
});

export const productSettingsEndpoint = defineEndpoint({
  operationId: 'productSettings',
  method: 'GET',
  path: `/${PRODUCT_SLUG}/settings`,
  summary: 'Impostazioni progetti, to-do e tempi',
  response: productSettingsSchema,
});

export const opportunitiesSettingsEndpoint = defineEndpoint({
  operationId: 'opportunitiesSettings',
  method: 'GET',
  path: '/opportunities/settings',
  summary: 'Impostazioni opportunità, contratti e prodotti',
  response: opportunitiesSettingsSchema,
});

export const lookupKindParamsSchema = z.object({ kind: lookupKindSchema });

/**
 * One lookup table by kind, for the kinds the three settings calls don't carry (their keys are
 * fixed): `todo_categories`, one of the lookups the web loads after login.
 */
export const lookupsEndpoint = defineEndpoint({
  operationId: 'lookups',
  method: 'GET',
  path: '/lookups/:kind',
  summary: 'Valori attivi di una tabella di base (stati, categorie, tipi), in ordine',
  response: z.object({ data: z.array(lookupSchema) }),
});
