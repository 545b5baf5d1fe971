import { auditExportEndpoint, auditListEndpoint, auditOptionsEndpoint } from '@officina/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { allOf } from '../../http/access.ts';
import { routesOf } from '../../http/routes.ts';
import { exportFilename } from '../../transfer/spreadsheet-writer.ts';
import { sendSpreadsheet } from '../../transfer/transfer-routes.ts';
import { getAuditOptions, getAuditPage } from './audit.service.ts';
import { AUDIT_EXPORT_FILENAME, exportAudit } from './audit-export.service.ts';

/** /api/admin/audit: the activity log of the whole system, for administrators (manage_users). */
export async function auditRoutes(scope: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const { route } = routesOf(app, 'admin');
  const { db } = ctx;
  const access = allOf(['manage_users']);

  route(auditListEndpoint, { access, handler: (request) => getAuditPage(db, request.query) });
  route(auditOptionsEndpoint, { access, handler: () => getAuditOptions(db) });
  route(auditExportEndpoint, {
    access,
    handler: async (request, reply) => {
      const { format } = request.query;
      return sendSpreadsheet(
        reply,
        format,
        exportFilename(AUDIT_EXPORT_FILENAME, format),
        exportAudit(db, request.query),
      );
    },
  });
}
