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
import { allOf } from '../../http/access.ts';
import { routesOf } from '../../http/routes.ts';
import { recordChangeLabels } from '../../records/activity-labels.ts';
import { recordRoutes } from '../../records/record-routes.ts';
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
  const routes = routesOf(app, TAG);
  const { route, idRoute } = routes;
  const view = allOf(['view_contracts']);
  const manage = allOf(['view_contracts', 'manage_contracts']);

  recordRoutes(routes, ctx.db, {
    calls: {
      list: [listContractsEndpoint, listContracts],
      create: [createContractEndpoint, createContract],
      get: [getContractEndpoint, getContract],
      update: [updateContractEndpoint, updateContract],
      delete: [deleteContractEndpoint, deleteContract],
      restore: [restoreContractEndpoint, restoreContract],
    },
    key: 'contract',
    read: view,
    write: manage,
  });

  route(exportContractsEndpoint, {
    access: view,
    handler: (request, reply) => {
      const { format, stream } = exportContracts(ctx.db, request.query);
      return sendSpreadsheet(reply, format, exportFilename('contratti', format), stream);
    },
  });

  idRoute(contractActivityEndpoint, {
    access: view,
    handler: async (request) => {
      await getContract(ctx.db, request.params.id);
      return getActivityPage(ctx.db, CONTRACT_ENTITY, request.params.id, request.query, recordChangeLabels);
    },
  });
}
