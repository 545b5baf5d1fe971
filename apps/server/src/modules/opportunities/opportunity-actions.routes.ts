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
import { allOf, grants } from '../../http/access.ts';
import { forbidden } from '../../http/api-error.ts';
import { routesOf } from '../../http/routes.ts';
import { requireUser } from '../../plugins/auth.ts';
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
  const view = allOf(['view_opportunities']);
  const manage = allOf(['view_opportunities', 'manage_opportunities']);
  // Turning an opportunity into a contract may create its project: then the projects module's rule too.
  const projectManage = allOf(['view_projects', 'manage_projects']);

  idRoute(listOpportunityRowsEndpoint, {
    access: view,
    handler: (request) => getOpportunityRows(ctx.db, request.params.id),
  });

  idRoute(replaceOpportunityRowsEndpoint, {
    access: manage,
    handler: (request) =>
      replaceOpportunityRows(ctx.db, requireUser(request).user.id, request.params.id, request.body),
  });

  route(previewOpportunityTotalsEndpoint, {
    access: view,
    handler: (request) => previewTotals(ctx.db, request.body.rows),
  });

  idRoute(changeOpportunityStatusEndpoint, {
    access: manage,
    handler: (request) =>
      changeOpportunityStatus(ctx.db, requireUser(request).user.id, request.params.id, request.body),
  });

  idRoute(createContractFromOpportunityEndpoint, {
    access: allOf(['view_opportunities', 'manage_opportunities', 'manage_contracts']),
    // The project too when the body asks for one (view + manage projects), before anything is written.
    preHandler: async (request) => {
      if (request.body.create_project && !grants(projectManage, requireUser(request).ability))
        throw forbidden();
    },
    handler: (request) =>
      createContractFromOpportunity(ctx.db, requireUser(request).user.id, request.params.id, request.body),
  });

  idRoute(opportunityPdfEndpoint, {
    access: view,
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
    access: view,
    handler: (request, reply) => {
      const { format, stream } = exportOpportunities(ctx.db, request.query);
      return sendSpreadsheet(reply, format, exportFilename('opportunita', format), stream);
    },
  });
}
