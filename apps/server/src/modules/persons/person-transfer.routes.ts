import {
  exportPersonsEndpoint,
  importPersonsEndpoint,
  previewPersonImportEndpoint,
} from '@officina/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { routeSchema } from '../../http/route-schema.ts';
import { requirePermission, requireUser } from '../../plugins/auth.ts';
import { exportContentTypes, exportFilename } from '../../transfer/spreadsheet-writer.ts';
import { MAX_UPLOAD_BYTES, readUpload, registerUploads } from '../../transfer/upload.ts';
import { exportPersons } from './person-export.service.ts';
import { importPersons, previewPersonImport } from './person-import.service.ts';

const TAG = 'persons';

/** Export and import of persons; multipart is registered in this scope only. */
export async function personTransferRoutes(
  scope: FastifyInstance,
  { ctx }: { ctx: AppContext },
): Promise<void> {
  await registerUploads(scope);
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const view = requirePermission('view_persons');
  const manage = [view, requirePermission('manage_persons')];

  app.route({
    method: exportPersonsEndpoint.method,
    url: exportPersonsEndpoint.path,
    schema: routeSchema(exportPersonsEndpoint, TAG),
    preHandler: view,
    handler: (request, reply) => {
      const { format, stream } = exportPersons(ctx.db, request.query);
      reply
        .header('content-type', exportContentTypes[format])
        .header('content-disposition', `attachment; filename="${exportFilename('persone', format)}"`)
        .header('cache-control', 'no-store');
      return reply.send(stream);
    },
  });

  app.route({
    method: previewPersonImportEndpoint.method,
    url: previewPersonImportEndpoint.path,
    schema: routeSchema(previewPersonImportEndpoint, TAG),
    bodyLimit: MAX_UPLOAD_BYTES + 64 * 1024,
    preHandler: manage,
    handler: async (request) => previewPersonImport((await readUpload(request)).data),
  });

  app.route({
    method: importPersonsEndpoint.method,
    url: importPersonsEndpoint.path,
    schema: routeSchema(importPersonsEndpoint, TAG),
    bodyLimit: MAX_UPLOAD_BYTES + 64 * 1024,
    preHandler: manage,
    handler: async (request) => {
      const upload = await readUpload(request);
      const { user } = requireUser(request);
      return importPersons(ctx.db, user.id, upload.data, upload.fields.mapping, request.query.dry_run);
    },
  });
}
