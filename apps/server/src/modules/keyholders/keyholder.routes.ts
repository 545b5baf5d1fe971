import {
  createKeyholderEndpoint,
  deleteKeyholderEndpoint,
  exportKeyholdersEndpoint,
  getKeyholderEndpoint,
  keyholderAccessesEndpoint,
  keyholderActivityEndpoint,
  listKeyholdersEndpoint,
  revealKeyholderEndpoint,
  updateKeyholderEndpoint,
} from '@officina/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { allOf } from '../../http/access.ts';
import { routesOf } from '../../http/routes.ts';
import { recordChangeLabels } from '../../records/activity-labels.ts';
import { exportFilename } from '../../transfer/spreadsheet-writer.ts';
import { sendSpreadsheet } from '../../transfer/transfer-routes.ts';
import { getActivityPage } from '../activity/activity.service.ts';
import {
  assertKeyholderWithin,
  createKeyholder,
  deleteKeyholder,
  getKeyholder,
  KEYHOLDER_ENTITY,
  listKeyholders,
  updateKeyholder,
} from './keyholder.service.ts';
import { exportKeyholders } from './keyholder-export.ts';
import { listKeyholderAccesses, RevealLimitError, revealKeyholder } from './keyholder-reveal.ts';
import { keyholderActor } from './keyholder-scope.ts';

const TAG = 'keyholders';

/**
 * /api/keyholders: credentials. Every call is limited to the user's reach (keyholder-scope.ts);
 * the secret and the notes leave the server only through /reveal, which needs reveal_keyholders.
 */
export async function keyholderRoutes(scope: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const { route, idRoute } = routesOf(app, TAG);
  const { db, vault } = ctx;
  // Entries of the user's projects' clients and projects; others' with view_all_keyholders (404 otherwise).
  const reach = { own: "their projects' entries", others: ['view_all_keyholders'], refusal: 404 } as const;
  const view = allOf(['view_keyholders'], reach);
  const manage = allOf(['view_keyholders', 'manage_keyholders'], reach);
  const reveal = allOf(['view_keyholders', 'reveal_keyholders'], reach);

  route(listKeyholdersEndpoint, {
    access: view,
    handler: (request) => listKeyholders(db, keyholderActor(request), request.query),
  });
  route(exportKeyholdersEndpoint, {
    access: view,
    handler: (request, reply) => {
      const { format, stream } = exportKeyholders(db, keyholderActor(request), request.query);
      return sendSpreadsheet(reply, format, exportFilename('credenziali', format), stream);
    },
  });
  route(createKeyholderEndpoint, {
    access: manage,
    handler: async (request) => ({
      keyholder: await createKeyholder(db, vault, keyholderActor(request), request.body),
    }),
  });
  idRoute(getKeyholderEndpoint, {
    access: view,
    handler: async (request) => ({
      keyholder: await getKeyholder(db, keyholderActor(request), request.params.id),
    }),
  });
  idRoute(updateKeyholderEndpoint, {
    access: manage,
    handler: async (request) => ({
      keyholder: await updateKeyholder(db, vault, keyholderActor(request), request.params.id, request.body),
    }),
  });
  idRoute(deleteKeyholderEndpoint, {
    access: manage,
    handler: (request) => deleteKeyholder(db, keyholderActor(request), request.params.id),
  });

  idRoute(revealKeyholderEndpoint, {
    access: reveal,
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        return await revealKeyholder(db, vault, keyholderActor(request), request.params.id, request.body);
      } catch (error) {
        if (error instanceof RevealLimitError) reply.header('retry-after', String(error.retryAfter));
        throw error;
      }
    },
  });
  idRoute(keyholderAccessesEndpoint, {
    access: view,
    handler: (request) =>
      listKeyholderAccesses(db, keyholderActor(request), request.params.id, request.query),
  });
  idRoute(keyholderActivityEndpoint, {
    access: view,
    handler: async (request) => {
      await assertKeyholderWithin(db, keyholderActor(request), request.params.id);
      return getActivityPage(db, KEYHOLDER_ENTITY, request.params.id, request.query, recordChangeLabels);
    },
  });
}
