import { checkinKeyEndpoint, checkoutKeyEndpoint, listKeyLoansEndpoint } from '@officina/contracts';
import type { preHandlerHookHandler } from 'fastify';
import type { Db } from '../../db/database.ts';
import { routesOf } from '../../http/routes.ts';
import type { ZodApp } from '../../http/types.ts';
import { checkinKey, checkoutKey, listKeyLoans } from './key-loan.service.ts';
import { keyholderActor } from './keyholder-scope.ts';

/**
 * The custody calls: check-out and check-in of one copy (manage_keyholders), and the loans list
 * (who holds what now, what is late, a key's history) within the user's reach.
 */
export function keyLoanRoutes(
  app: ZodApp,
  db: Db,
  guards: { view: preHandlerHookHandler; manage: preHandlerHookHandler[] },
): void {
  const { route, idRoute } = routesOf(app, 'keyholders-keys');
  route(listKeyLoansEndpoint, {
    preHandler: guards.view,
    handler: (request) => listKeyLoans(db, keyholderActor(request), request.query),
  });
  idRoute(checkoutKeyEndpoint, {
    preHandler: guards.manage,
    handler: async (request) => ({
      key: await checkoutKey(db, keyholderActor(request), request.params.id, request.body),
    }),
  });
  idRoute(checkinKeyEndpoint, {
    preHandler: guards.manage,
    handler: async (request) => ({
      key: await checkinKey(db, keyholderActor(request), request.params.id, request.body),
    }),
  });
}
