import type { Readable } from 'node:stream';
import type {
  Endpoint,
  ExportFormat,
  ImportPreview,
  ImportQuery,
  ImportReport,
  importPreviewSchema,
  importQuerySchema,
  importReportSchema,
  PermissionName,
} from '@officina/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Db } from '../db/database.ts';
import { allOf } from '../http/access.ts';
import { routesOf } from '../http/routes.ts';
import { requireUser } from '../plugins/auth.ts';
import { exportContentTypes, exportFilename } from './spreadsheet-writer.ts';
import { MAX_UPLOAD_BYTES, readUpload, registerUploads } from './upload.ts';

/** Sends a spreadsheet as a download named `filename`; never cached (the data changes). */
export function sendSpreadsheet(
  reply: FastifyReply,
  format: ExportFormat,
  filename: string,
  stream: Readable,
) {
  reply
    .header('content-type', exportContentTypes[format])
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store');
  return reply.send(stream);
}

/** An export endpoint: a filtered list's query plus the file format. */
type ExportEndpoint<Q extends z.ZodType<{ format: ExportFormat }>> = Endpoint<'GET', undefined, Q>;

/**
 * The export and import of one kind of record, as the module declares it: the list's export
 * (spreadsheet of the filtered list), the preview of an upload and the import itself.
 */
export interface TransferSpec<Q extends z.ZodType<{ format: ExportFormat }>> {
  tag: string;
  /** Exporting needs `view`; previewing and importing `view` and `manage`. */
  view: PermissionName;
  manage: PermissionName;
  endpoints: {
    export: ExportEndpoint<Q>;
    preview: Endpoint<'POST', undefined, undefined, typeof importPreviewSchema>;
    import: Endpoint<'POST', undefined, typeof importQuerySchema, typeof importReportSchema>;
  };
  /** Base of the file name: "clienti" → clienti-2026-11-22.xlsx. */
  filename: string;
  exportRows(db: Db, query: z.output<Q>): { format: ExportFormat; stream: Readable };
  preview(data: Buffer): Promise<ImportPreview>;
  importRows(
    db: Db,
    userId: number,
    data: Buffer,
    mapping: string | undefined,
    dryRun: ImportQuery['dry_run'],
  ): Promise<ImportReport>;
}

/**
 * The route plugin of a TransferSpec (export, import preview, import). Its own scope, because
 * multipart is registered there only: the rest of the API keeps refusing non-JSON bodies.
 */
export function transferRoutes<Q extends z.ZodType<{ format: ExportFormat }>>(spec: TransferSpec<Q>) {
  const { tag, endpoints } = spec;
  return async (scope: FastifyInstance, { ctx }: { ctx: { db: Db } }): Promise<void> => {
    await registerUploads(scope);
    const app = scope.withTypeProvider<ZodTypeProvider>();
    const { route } = routesOf(app, tag);
    const view = allOf([spec.view]);
    const manage = allOf([spec.view, spec.manage]);

    route(endpoints.export, {
      access: view,
      handler: (request, reply) => {
        const { format, stream } = spec.exportRows(ctx.db, request.query as z.output<Q>);
        return sendSpreadsheet(reply, format, exportFilename(spec.filename, format), stream);
      },
    });

    route(endpoints.preview, {
      bodyLimit: MAX_UPLOAD_BYTES + 64 * 1024,
      access: manage,
      handler: async (request) => spec.preview((await readUpload(request)).data),
    });

    route(endpoints.import, {
      bodyLimit: MAX_UPLOAD_BYTES + 64 * 1024,
      access: manage,
      handler: async (request) => {
        const upload = await readUpload(request);
        const { user } = requireUser(request);
        return spec.importRows(ctx.db, user.id, upload.data, upload.fields.mapping, request.query.dry_run);
      },
    });
  };
}
