import {
  alertErrorBodySchema,
  countAttachmentsEndpoint,
  deleteAttachmentEndpoint,
  downloadAttachmentEndpoint,
  getAttachmentEndpoint,
  listAttachmentsEndpoint,
  previewAttachmentEndpoint,
  renameAttachmentEndpoint,
  uploadAttachmentEndpoint,
} from '@officina/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { allOf } from '../../http/access.ts';
import { alertError } from '../../http/api-error.ts';
import { routesOf } from '../../http/routes.ts';
import { requireUser } from '../../plugins/auth.ts';
import { type BlobStore, createBlobStore } from '../../storage/index.ts';
import {
  countAttachments,
  deleteAttachment,
  getAttachment,
  listAttachments,
  renameAttachment,
  visibleAttachmentRow,
} from './attachment.service.ts';
import { sendAttachment } from './attachment-download.ts';
import { isPreviewable } from './attachment-sniff.ts';
import { assertTargetExists, saveUpload } from './attachment-upload.service.ts';
import { receiveUpload, registerAttachmentUploads } from './attachment-upload.ts';

const TAG = 'attachments';
const NOT_PREVIEWABLE = 'Anteprima non disponibile per questo tipo di file: scaricalo.';

/**
 * /api/attachments: list, counts, upload (multipart, in this scope only), metadata, download,
 * preview, rename, delete. Reading needs view_attachments, writing manage_attachments; either way
 * the user must be allowed to see the record the file hangs on (404 otherwise).
 */
export async function attachmentRoutes(
  scope: FastifyInstance,
  { ctx, store: given }: { ctx: AppContext; store?: BlobStore },
): Promise<void> {
  const store = given ?? (await createBlobStore(ctx.config.storage, ctx.config.dataDir));
  if (!given) scope.addHook('onClose', async () => store.close());
  const maxBytes = ctx.config.uploadMaxBytes;
  await registerAttachmentUploads(scope, maxBytes);
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const routes = routesOf(app, TAG);
  // The record a file hangs on must be visible to the user under its own module's permission (404 otherwise).
  const parent = { own: 'a record the user may see', others: [], refusal: 404 } as const;
  const canView = allOf(['view_attachments'], parent);
  const canManage = allOf(['manage_attachments'], parent);
  const { db } = ctx;

  routes.route(listAttachmentsEndpoint, {
    access: canView,
    handler: (request) => listAttachments(db, requireUser(request).ability, request.query),
  });
  routes.route(countAttachmentsEndpoint, {
    access: canView,
    handler: (request) => countAttachments(db, requireUser(request).ability, request.query),
    extra: { 404: alertErrorBodySchema },
  });
  routes.route(uploadAttachmentEndpoint, {
    access: canManage,
    extra: { 201: uploadAttachmentEndpoint.response },
    handler: async (request, reply) => {
      const { user, ability } = requireUser(request);
      const upload = await receiveUpload(request, reply, {
        store,
        maxBytes,
        ability,
        checkTarget: (target) => assertTargetExists(db, target),
      });
      const attachment = await saveUpload(db, store, ability, user.id, upload);
      return reply.code(201).send({ attachment });
    },
  });
  routes.idRoute(getAttachmentEndpoint, {
    access: canView,
    handler: async (request) => ({
      attachment: await getAttachment(db, requireUser(request).ability, request.params.id),
    }),
  });
  routes.idRoute(downloadAttachmentEndpoint, {
    access: canView,
    handler: async (request, reply) => {
      const row = await visibleAttachmentRow(db, requireUser(request).ability, request.params.id);
      return sendAttachment(request, reply, store, row, 'attachment');
    },
  });
  routes.idRoute(previewAttachmentEndpoint, {
    access: canView,
    handler: async (request, reply) => {
      const row = await visibleAttachmentRow(db, requireUser(request).ability, request.params.id);
      if (!isPreviewable(row.mime)) throw alertError(415, NOT_PREVIEWABLE);
      return sendAttachment(request, reply, store, row, 'inline');
    },
  });
  routes.idRoute(renameAttachmentEndpoint, {
    access: canManage,
    handler: async (request) => {
      const { user, ability } = requireUser(request);
      return { attachment: await renameAttachment(db, ability, user.id, request.params.id, request.body) };
    },
  });
  routes.idRoute(deleteAttachmentEndpoint, {
    access: canManage,
    handler: (request) => {
      const { user, ability } = requireUser(request);
      return deleteAttachment(db, store, ability, user.id, request.params.id);
    },
  });
}
