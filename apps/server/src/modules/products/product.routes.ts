import {
  alertErrorBodySchema,
  can,
  createProductEndpoint,
  deleteProductEndpoint,
  getProductEndpoint,
  listProductsEndpoint,
  restoreProductEndpoint,
  updateProductEndpoint,
} from '@officina/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { forbidden } from '../../http/api-error.ts';
import { idRouteSchema, routeSchema } from '../../http/route-schema.ts';
import { requirePermission, requireUser } from '../../plugins/auth.ts';
import {
  createProduct,
  deleteProduct,
  getProduct,
  listProducts,
  restoreProduct,
  updateProduct,
} from './product.service.ts';

const TAG = 'products';

/** Reading the catalogue: whoever edits it, and whoever works on opportunities (the rows picker). */
async function canReadProducts(request: FastifyRequest): Promise<void> {
  const { ability } = requireUser(request);
  if (!can(ability, 'view_opportunities') && !can(ability, 'manage_products')) throw forbidden();
}

/** /api/products: catalogue list (search as you type), CRUD, restore. */
export async function productRoutes(scope: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const manage = requirePermission('manage_products');

  app.route({
    method: listProductsEndpoint.method,
    url: listProductsEndpoint.path,
    schema: routeSchema(listProductsEndpoint, TAG),
    preHandler: canReadProducts,
    handler: (request) => listProducts(ctx.db, request.query),
  });

  app.route({
    method: createProductEndpoint.method,
    url: createProductEndpoint.path,
    schema: routeSchema(createProductEndpoint, TAG, { extra: { 404: alertErrorBodySchema } }),
    preHandler: manage,
    handler: async (request) => ({
      product: await createProduct(ctx.db, requireUser(request).user.id, request.body),
    }),
  });

  app.route({
    method: getProductEndpoint.method,
    url: getProductEndpoint.path,
    schema: idRouteSchema(getProductEndpoint, TAG),
    preHandler: canReadProducts,
    handler: async (request) => ({ product: await getProduct(ctx.db, request.params.id) }),
  });

  app.route({
    method: updateProductEndpoint.method,
    url: updateProductEndpoint.path,
    schema: idRouteSchema(updateProductEndpoint, TAG),
    preHandler: manage,
    handler: async (request) => ({
      product: await updateProduct(ctx.db, requireUser(request).user.id, request.params.id, request.body),
    }),
  });

  app.route({
    method: deleteProductEndpoint.method,
    url: deleteProductEndpoint.path,
    schema: idRouteSchema(deleteProductEndpoint, TAG),
    preHandler: manage,
    handler: (request) => deleteProduct(ctx.db, requireUser(request).user.id, request.params.id),
  });

  app.route({
    method: restoreProductEndpoint.method,
    url: restoreProductEndpoint.path,
    schema: idRouteSchema(restoreProductEndpoint, TAG),
    preHandler: manage,
    handler: async (request) => ({
      product: await restoreProduct(ctx.db, requireUser(request).user.id, request.params.id),
    }),
  });
}
