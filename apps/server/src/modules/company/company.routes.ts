import multipart from '@fastify/multipart';
import {
  brandingEndpoint,
  brandingLogoEndpoint,
  brandingThemeParamsSchema,
  companyDefaultsEndpoint,
  deleteCompanyLogoEndpoint,
  type Endpoint,
  getCompanySettingsEndpoint,
  offerLogoMaxBytes,
  updateCompanySettingsEndpoint,
  uploadCompanyLogoEndpoint,
} from '@officina/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { allOf, publicAccess, signedIn } from '../../http/access.ts';
import { alertError } from '../../http/api-error.ts';
import { routeSchema } from '../../http/route-schema.ts';
import { routesOf } from '../../http/routes.ts';
import { requireUser } from '../../plugins/auth.ts';
import { logoDataUrl, readLogoUpload } from '../offer-settings/logo.ts';
import {
  getBranding,
  getCompanyDefaults,
  getCompanySettings,
  readCompanyLogo,
  setCompanyLogo,
  updateCompanySettings,
} from './company.service.ts';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** A route whose path has `:theme` (light|dark): the contracts schema plus its params. */
function themeSchema(endpoint: Endpoint, tag: string, isPublic = false) {
  return { ...routeSchema(endpoint, tag, { isPublic }), params: brandingThemeParamsSchema };
}

/**
 * /api/admin/company (manage_settings on every call), /api/company/defaults (any signed-in user),
 * /api/branding and its logos (public: the login page and the loading overlay show them).
 * Multipart is registered only in this scope.
 */
export async function companyRoutes(scope: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  await scope.register(multipart, {
    limits: { fileSize: offerLogoMaxBytes, files: 1, fields: 2, fieldSize: 1024, parts: 3 },
  });
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const { route } = routesOf(app, 'admin');
  const admin = allOf(['manage_settings']);

  route(getCompanySettingsEndpoint, { access: admin, handler: () => getCompanySettings(ctx.db) });

  route(updateCompanySettingsEndpoint, {
    access: admin,
    handler: (request) => updateCompanySettings(ctx.db, requireUser(request).user.id, request.body),
  });

  app.route({
    method: uploadCompanyLogoEndpoint.method,
    url: uploadCompanyLogoEndpoint.path,
    schema: themeSchema(uploadCompanyLogoEndpoint, 'admin'),
    bodyLimit: offerLogoMaxBytes + 64 * 1024,
    config: { access: admin },
    handler: async (request) => {
      const data = await readLogoUpload(request);
      return setCompanyLogo(ctx.db, requireUser(request).user.id, request.params.theme, logoDataUrl(data));
    },
  });

  app.route({
    method: deleteCompanyLogoEndpoint.method,
    url: deleteCompanyLogoEndpoint.path,
    schema: themeSchema(deleteCompanyLogoEndpoint, 'admin'),
    config: { access: admin },
    handler: (request) => setCompanyLogo(ctx.db, requireUser(request).user.id, request.params.theme, null),
  });

  const { route: companyRoute } = routesOf(app, 'company');
  companyRoute(companyDefaultsEndpoint, { access: signedIn(), handler: () => getCompanyDefaults(ctx.db) });
  companyRoute(brandingEndpoint, {
    access: publicAccess,
    handler: () => getBranding(ctx.db),
  });

  app.route({
    method: brandingLogoEndpoint.method,
    url: brandingLogoEndpoint.path,
    schema: themeSchema(brandingLogoEndpoint, 'company', true),
    config: { access: publicAccess },
    handler: async (request, reply) => {
      const logo = await readCompanyLogo(ctx.db, request.params.theme);
      if (!logo) throw alertError(404, 'Nessun logo per questo tema.');
      const { v } = request.query as { v?: unknown };
      reply
        .header('content-type', logo.mime)
        .header('x-content-type-options', 'nosniff')
        // An SVG opened on its own runs nothing and loads nothing (it was checked on upload, too).
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        // The versioned address (the image's fingerprint) never changes content; any other is revalidated.
        .header(
          'cache-control',
          v === logo.version ? `public, max-age=${YEAR_SECONDS}, immutable` : 'no-cache',
        );
      return reply.send(logo.data);
    },
  });
}
