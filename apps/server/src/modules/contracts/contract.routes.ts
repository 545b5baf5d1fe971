import {
  contractActivityEndpoint,
  createContractEndpoint,
  deleteContractEndpoint,
  exportContractsEndpoint,
  getContractEndpoint,
  listContractsEndpoint,
  restoreContractEndpoint,
  updateContractEndpoint,
} from '@officina/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { routesOf } from '../../http/routes.ts';
import { requirePermission, requireUser } from '../../plugins/auth.ts';
import { exportFilename } from '../../transfer/spreadsheet-writer.ts';
import { sendSpreadsheet } from '../../transfer/transfer-routes.ts';
import { getActivityPage } from '../activity/activity.service.ts';
import {
  CONTRACT_ENTITY,
  createContract,
  deleteContract,
  getContract,
  listContracts,
  restoreContract,
  updateContract,
} from './contract.service.ts';
import { exportContracts } from './contract-export.service.ts';

const TAG = 'contracts';

/** /api/contracts: list (expiring within N days), CRUD, restore, history, export. */
export async function contractRoutes(scope: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const { route, idRoute } = routesOf(app, TAG);
  const view = requirePermission('view_contracts');
  const manage = [view, requirePermission('manage_contracts')];

  route(listContractsEndpoint, {
    preHandler: view,
    handler: (request) => listContracts(ctx.db, request.query),
  });

  route(exportContractsEndpoint, {
    preHandler: view,
    handler: (request, reply) => {
      const { format, stream } = exportContracts(ctx.db, request.query);
      return sendSpreadsheet(reply, format, exportFilename('contratti', format), stream);
    },
  });

  route(createContractEndpoint, {
    preHandler: manage,
    handler: async (request) => ({
      contract: await createContract(ctx.db, requireUser(request).user.id, request.body),
    }),
  });

  idRoute(getContractEndpoint, {
    preHandler: view,
    handler: async (request) => ({ contract: await getContract(ctx.db, request.params.id) }),
  });

  idRoute(updateContractEndpoint, {
    preHandler: manage,
    handler: async (request) => ({
      contract: await updateContract(ctx.db, requireUser(request).user.id, request.params.id, request.body),
    }),
  });

  idRoute(deleteContractEndpoint, {
    preHandler: manage,
    handler: (request) => deleteContract(ctx.db, requireUser(request).user.id, request.params.id),
  });

  idRoute(restoreContractEndpoint, {
    preHandler: manage,
    handler: async (request) => ({
      contract: await restoreContract(ctx.db, requireUser(request).user.id, request.params.id),
    }),
  });

  idRoute(contractActivityEndpoint, {
    preHandler: view,
    handler: async (request) => {
      await getContract(ctx.db, request.params.id);
      return getActivityPage(ctx.db, CONTRACT_ENTITY, request.params.id, request.query);
    },
  });
}
