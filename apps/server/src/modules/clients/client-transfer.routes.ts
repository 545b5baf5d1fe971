import {
  exportClientsEndpoint,
  importClientsEndpoint,
  previewClientImportEndpoint,
} from '@officina/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { routeSchema } from '../../http/route-schema.ts';
import { requirePermission, requireUser } from '../../plugins/auth.ts';
import { exportContentTypes, exportFilename } from '../../transfer/spreadsheet-writer.ts';
import { MAX_UPLOAD_BYTES, readUpload, registerUploads } from '../../transfer/upload.ts';
import { exportClients } from './client-export.service.ts';
import { importClients, previewClientImport } from './client-import.service.ts';

const TAG = 'clients';

/** Export and import of clients; multipart is registered in this scope only. */
export async function clientTransferRoutes(
  scope: FastifyInstance,
  { ctx }: { ctx: AppContext },
): Promise<void> {
  await registerUploads(scope);
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const view = requirePermission('view_clients');
  const manage = [view, requirePermission('manage_clients')];

  app.route({
    method: exportClientsEndpoint.method,
    url: exportClientsEndpoint.path,
    schema: routeSchema(exportClientsEndpoint, TAG),
    preHandler: view,
    handler: (request, reply) => {
      const { format, stream } = exportClients(ctx.db, request.query);
      reply
        .header('content-type', exportContentTypes[format])
        .header('content-disposition', `attachment; filename="${exportFilename('clienti', format)}"`)
        .header('cache-control', 'no-store');
      return reply.send(stream);
    },
  });

  app.route({
    method: previewClientImportEndpoint.method,
    url: previewClientImportEndpoint.path,
    schema: routeSchema(previewClientImportEndpoint, TAG),
    bodyLimit: MAX_UPLOAD_BYTES + 64 * 1024,
    preHandler: manage,
    handler: async (request) => previewClientImport((await readUpload(request)).data),
  });

  app.route({
    method: importClientsEndpoint.method,
    url: importClientsEndpoint.path,
    schema: routeSchema(importClientsEndpoint, TAG),
    bodyLimit: MAX_UPLOAD_BYTES + 64 * 1024,
    preHandler: manage,
    handler: async (request) => {
      const upload = await readUpload(request);
      const { user } = requireUser(request);
      return importClients(ctx.db, user.id, upload.data, upload.fields.mapping, request.query.dry_run);
    },
  });
}
