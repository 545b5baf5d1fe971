import {
  changeOpportunityStatusEndpoint,
  createContractFromOpportunityEndpoint,
  exportOpportunitiesEndpoint,
  listOpportunityRowsEndpoint,
  opportunityPdfEndpoint,
  previewOpportunityTotalsEndpoint,
  replaceOpportunityRowsEndpoint,
} from '@officina/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { routesOf } from '../../http/routes.ts';
import { requirePermission, requireUser } from '../../plugins/auth.ts';
import { exportFilename } from '../../transfer/spreadsheet-writer.ts';
import { sendSpreadsheet } from '../../transfer/transfer-routes.ts';
import { offerPdfSettings } from '../company/company.service.ts';
import { findClientOrThrow } from './opportunity.repository.ts';
import { detailOf } from './opportunity.service.ts';
import { createContractFromOpportunity } from './opportunity-contract.service.ts';
import { exportOpportunities } from './opportunity-export.service.ts';
import { getOpportunityRows, previewTotals, replaceOpportunityRows } from './opportunity-rows.service.ts';
import { changeOpportunityStatus } from './opportunity-status.service.ts';

const TAG = 'opportunities';

/** Rows, totals preview, change status, contract from a won opportunity, offer PDF, export. */
export async function opportunityActionRoutes(
  scope: FastifyInstance,
  { ctx }: { ctx: AppContext },
): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const { route, idRoute } = routesOf(app, TAG);
  const view = requirePermission('view_opportunities');
  const manage = [view, requirePermission('manage_opportunities')];
  const projectManage = [requirePermission('view_projects'), requirePermission('manage_projects')];

  idRoute(listOpportunityRowsEndpoint, {
    preHandler: view,
    handler: (request) => getOpportunityRows(ctx.db, request.params.id),
  });

  idRoute(replaceOpportunityRowsEndpoint, {
    preHandler: manage,
    handler: (request) =>
      replaceOpportunityRows(ctx.db, requireUser(request).user.id, request.params.id, request.body),
  });

  route(previewOpportunityTotalsEndpoint, {
    preHandler: view,
    handler: (request) => previewTotals(ctx.db, request.body.rows),
  });

  idRoute(changeOpportunityStatusEndpoint, {
    preHandler: manage,
    handler: (request) =>
      changeOpportunityStatus(ctx.db, requireUser(request).user.id, request.params.id, request.body),
  });

  idRoute(createContractFromOpportunityEndpoint, {
    preHandler: [
      ...manage,
      requirePermission('manage_contracts'),
      // The project too: the projects module's rule for creating one (view + manage), checked before
      // anything is written.
      async (request) => {
        if (request.body.create_project) for (const check of projectManage) await check(request);
      },
    ],
    handler: (request) =>
      createContractFromOpportunity(ctx.db, requireUser(request).user.id, request.params.id, request.body),
  });

  idRoute(opportunityPdfEndpoint, {
    preHandler: view,
    handler: async (request, reply) => {
      const detail = await detailOf(ctx.db, request.params.id);
      const client = await findClientOrThrow(ctx.db, detail.opportunity.client_id);
      // The offer logo, or the company's light logo when the offers have none.
      const settings = await offerPdfSettings(ctx.db);
      // pdfkit and its fonts load with the first offer printed, not at start.
      const { renderOfferPdf } = await import('./offer-pdf.ts');
      const pdf = await renderOfferPdf(detail, client, settings);
      const filename = `offerta-${detail.opportunity.number.replace('/', '-')}.pdf`;
      reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-store');
      return reply.send(pdf);
    },
  });

  route(exportOpportunitiesEndpoint, {
    preHandler: view,
    handler: (request, reply) => {
      const { format, stream } = exportOpportunities(ctx.db, request.query);
      return sendSpreadsheet(reply, format, exportFilename('opportunita', format), stream);
    },
  });
}
