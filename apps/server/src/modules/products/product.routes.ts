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
import { routesOf } from '../../http/routes.ts';
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
  const { route, idRoute } = routesOf(app, TAG);
  const manage = requirePermission('manage_products');

  route(listProductsEndpoint, {
    preHandler: canReadProducts,
    handler: (request) => listProducts(ctx.db, request.query),
  });

  route(createProductEndpoint, {
    extra: { 404: alertErrorBodySchema },
    preHandler: manage,
    handler: async (request) => ({
      product: await createProduct(ctx.db, requireUser(request).user.id, request.body),
    }),
  });

  idRoute(getProductEndpoint, {
    preHandler: canReadProducts,
    handler: async (request) => ({ product: await getProduct(ctx.db, request.params.id) }),
  });

  idRoute(updateProductEndpoint, {
    preHandler: manage,
    handler: async (request) => ({
      product: await updateProduct(ctx.db, requireUser(request).user.id, request.params.id, request.body),
    }),
  });

  idRoute(deleteProductEndpoint, {
    preHandler: manage,
    handler: (request) => deleteProduct(ctx.db, requireUser(request).user.id, request.params.id),
  });

  idRoute(restoreProductEndpoint, {
    preHandler: manage,
    handler: async (request) => ({
      product: await restoreProduct(ctx.db, requireUser(request).user.id, request.params.id),
    }),
  });
}
