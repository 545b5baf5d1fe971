import {
  createKeyEndpoint,
  deleteKeyEndpoint,
  getKeyEndpoint,
  keyActivityEndpoint,
  listKeysEndpoint,
  updateKeyEndpoint,
} from '@officina/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { allOf } from '../../http/access.ts';
import { routesOf } from '../../http/routes.ts';
import { recordChangeLabels } from '../../records/activity-labels.ts';
import { getActivityPage } from '../activity/activity.service.ts';
import { createKey, deleteKey, getKey, KEY_ENTITY, keyInReach, listKeys, updateKey } from './key.service.ts';
import { keyLoanRoutes } from './key-loan.routes.ts';
import { keyholderActor } from './keyholder-scope.ts';

export const KEYS_TAG = 'keyholders-keys';

/**
 * /api/keyholders/keys (list, CRUD, history) and the custody calls: every call within the user's
 * reach (keyholder-scope.ts), a key out of reach answering 404.
 */
export async function keyRoutes(scope: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const { route, idRoute } = routesOf(app, KEYS_TAG);
  const db = ctx.db;
  // Entries of the user's projects' clients and projects; others' with view_all_keyholders (404 otherwise).
  const reach = { own: "their projects' entries", others: ['view_all_keyholders'], refusal: 404 } as const;
  const view = allOf(['view_keyholders'], reach);
  const manage = allOf(['view_keyholders', 'manage_keyholders'], reach);

  route(listKeysEndpoint, {
    access: view,
    handler: (request) => listKeys(db, keyholderActor(request), request.query),
  });
  route(createKeyEndpoint, {
    access: manage,
    handler: async (request) => ({ key: await createKey(db, keyholderActor(request), request.body) }),
  });
  idRoute(getKeyEndpoint, {
    access: view,
    handler: async (request) => ({ key: await getKey(db, keyholderActor(request), request.params.id) }),
  });
  idRoute(updateKeyEndpoint, {
    access: manage,
    handler: async (request) => ({
      key: await updateKey(db, keyholderActor(request), request.params.id, request.body),
    }),
  });
  idRoute(deleteKeyEndpoint, {
    access: manage,
    handler: (request) => deleteKey(db, keyholderActor(request), request.params.id),
  });
  idRoute(keyActivityEndpoint, {
    access: view,
    handler: async (request) => {
      await keyInReach(db, keyholderActor(request), request.params.id);
      return getActivityPage(db, KEY_ENTITY, request.params.id, request.query, recordChangeLabels);
    },
  });

  keyLoanRoutes(app, db, { view, manage });
}
