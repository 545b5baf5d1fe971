import multipart from '@fastify/multipart';
import {
  deleteOfferLogoEndpoint,
  getOfferSettingsEndpoint,
  offerLogoMaxBytes,
  updateOfferSettingsEndpoint,
  uploadOfferLogoEndpoint,
} from '@officina/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { allOf } from '../../http/access.ts';
import { routesOf } from '../../http/routes.ts';
import { requireUser } from '../../plugins/auth.ts';
import { logoDataUrl, readLogoUpload } from './logo.ts';
import { getOfferSettings, setOfferLogo, updateOfferSettings } from './offer-settings.service.ts';

const TAG = 'admin';

/** /api/admin/offer-settings: "Impostazioni offerte" (manage_settings); multipart only in this scope. */
export async function offerSettingsRoutes(
  scope: FastifyInstance,
  { ctx }: { ctx: AppContext },
): Promise<void> {
  await scope.register(multipart, {
    limits: { fileSize: offerLogoMaxBytes, files: 1, fields: 2, fieldSize: 1024, parts: 3 },
  });
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const { route } = routesOf(app, TAG);
  const admin = allOf(['manage_settings']);

  route(getOfferSettingsEndpoint, {
    access: admin,
    handler: () => getOfferSettings(ctx.db),
  });

  route(updateOfferSettingsEndpoint, {
    access: admin,
    handler: (request) => updateOfferSettings(ctx.db, requireUser(request).user.id, request.body),
  });

  route(uploadOfferLogoEndpoint, {
    bodyLimit: offerLogoMaxBytes + 64 * 1024,
    access: admin,
    handler: async (request) => {
      const data = await readLogoUpload(request);
      return setOfferLogo(ctx.db, requireUser(request).user.id, logoDataUrl(data));
    },
  });

  route(deleteOfferLogoEndpoint, {
    access: admin,
    handler: (request) => setOfferLogo(ctx.db, requireUser(request).user.id, null),
  });
}
