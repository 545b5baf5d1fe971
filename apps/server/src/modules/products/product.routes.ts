import {
  alertErrorBodySchema,
  createProductEndpoint,
  deleteProductEndpoint,
  getProductEndpoint,
  listProductsEndpoint,
  restoreProductEndpoint,
  updateProductEndpoint,
} from '@officina/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { allOf, anyOf } from '../../http/access.ts';
import { routesOf } from '../../http/routes.ts';
import { recordRoutes } from '../../records/record-routes.ts';
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
const canReadProducts = anyOf(['view_opportunities', 'manage_products']);

/** /api/products: catalogue list (search as you type), CRUD, restore. */
export async function productRoutes(scope: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const routes = routesOf(app, TAG);

  recordRoutes(routes, ctx.db, {
    calls: {
      list: [listProductsEndpoint, listProducts],
      create: [createProductEndpoint, createProduct],
      get: [getProductEndpoint, getProduct],
      update: [updateProductEndpoint, updateProduct],
      delete: [deleteProductEndpoint, deleteProduct],
      restore: [restoreProductEndpoint, restoreProduct],
    },
    key: 'product',
    read: canReadProducts,
    write: allOf(['manage_products']),
    createExtra: { 404: alertErrorBodySchema },
  });
}
