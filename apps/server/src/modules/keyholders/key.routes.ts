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
import { routesOf } from '../../http/routes.ts';
import { requirePermission } from '../../plugins/auth.ts';
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
  const view = requirePermission('view_keyholders');
  const manage = [view, requirePermission('manage_keyholders')];

  route(listKeysEndpoint, {
    preHandler: view,
    handler: (request) => listKeys(db, keyholderActor(request), request.query),
  });
  route(createKeyEndpoint, {
    preHandler: manage,
    handler: async (request) => ({ key: await createKey(db, keyholderActor(request), request.body) }),
  });
  idRoute(getKeyEndpoint, {
    preHandler: view,
    handler: async (request) => ({ key: await getKey(db, keyholderActor(request), request.params.id) }),
  });
  idRoute(updateKeyEndpoint, {
    preHandler: manage,
    handler: async (request) => ({
      key: await updateKey(db, keyholderActor(request), request.params.id, request.body),
    }),
  });
  idRoute(deleteKeyEndpoint, {
    preHandler: manage,
    handler: (request) => deleteKey(db, keyholderActor(request), request.params.id),
  });
  idRoute(keyActivityEndpoint, {
    preHandler: view,
    handler: async (request) => {
      await keyInReach(db, keyholderActor(request), request.params.id);
      return getActivityPage(db, KEY_ENTITY, request.params.id, request.query, recordChangeLabels);
    },
  });

  keyLoanRoutes(app, db, { view, manage });
}
