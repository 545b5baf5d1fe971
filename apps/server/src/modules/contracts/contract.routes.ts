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
import { idRouteSchema, routeSchema } from '../../http/route-schema.ts';
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
  const view = requirePermission('view_contracts');
  const manage = [view, requirePermission('manage_contracts')];

  app.route({
    method: listContractsEndpoint.method,
    url: listContractsEndpoint.path,
    schema: routeSchema(listContractsEndpoint, TAG),
    preHandler: view,
    handler: (request) => listContracts(ctx.db, request.query),
  });

  app.route({
    method: exportContractsEndpoint.method,
    url: exportContractsEndpoint.path,
    schema: routeSchema(exportContractsEndpoint, TAG),
    preHandler: view,
    handler: (request, reply) => {
      const { format, stream } = exportContracts(ctx.db, request.query);
      return sendSpreadsheet(reply, format, exportFilename('contratti', format), stream);
    },
  });

  app.route({
    method: createContractEndpoint.method,
    url: createContractEndpoint.path,
    schema: routeSchema(createContractEndpoint, TAG),
    preHandler: manage,
    handler: async (request) => ({
      contract: await createContract(ctx.db, requireUser(request).user.id, request.body),
    }),
  });

  app.route({
    method: getContractEndpoint.method,
    url: getContractEndpoint.path,
    schema: idRouteSchema(getContractEndpoint, TAG),
    preHandler: view,
    handler: async (request) => ({ contract: await getContract(ctx.db, request.params.id) }),
  });

  app.route({
    method: updateContractEndpoint.method,
    url: updateContractEndpoint.path,
    schema: idRouteSchema(updateContractEndpoint, TAG),
    preHandler: manage,
    handler: async (request) => ({
      contract: await updateContract(ctx.db, requireUser(request).user.id, request.params.id, request.body),
    }),
  });

  app.route({
    method: deleteContractEndpoint.method,
    url: deleteContractEndpoint.path,
    schema: idRouteSchema(deleteContractEndpoint, TAG),
    preHandler: manage,
    handler: (request) => deleteContract(ctx.db, requireUser(request).user.id, request.params.id),
  });

  app.route({
    method: restoreContractEndpoint.method,
    url: restoreContractEndpoint.path,
    schema: idRouteSchema(restoreContractEndpoint, TAG),
    preHandler: manage,
    handler: async (request) => ({
      contract: await restoreContract(ctx.db, requireUser(request).user.id, request.params.id),
    }),
  });

  app.route({
    method: contractActivityEndpoint.method,
    url: contractActivityEndpoint.path,
    schema: idRouteSchema(contractActivityEndpoint, TAG),
    preHandler: view,
    handler: async (request) => {
      await getContract(ctx.db, request.params.id);
      return getActivityPage(ctx.db, CONTRACT_ENTITY, request.params.id, request.query);
    },
  });
}
