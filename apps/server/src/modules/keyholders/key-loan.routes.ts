import { checkinKeyEndpoint, checkoutKeyEndpoint, listKeyLoansEndpoint } from '@officina/contracts';
import type { Db } from '../../db/database.ts';
import type { RouteAccess } from '../../http/access.ts';
import { routesOf } from '../../http/routes.ts';
import type { ZodApp } from '../../http/types.ts';
import { checkinKey, checkoutKey, listKeyLoans } from './key-loan.service.ts';
import { keyholderActor } from './keyholder-scope.ts';

/**
 * The custody calls: check-out and check-in of one copy (manage_keyholders), and the loans list
 * (who holds what now, what is late, a key's history) within the user's reach.
 */
export function keyLoanRoutes(app: ZodApp, db: Db, access: { view: RouteAccess; manage: RouteAccess }): void {
  const { route, idRoute } = routesOf(app, 'keyholders-keys');
  route(listKeyLoansEndpoint, {
    access: access.view,
    handler: (request) => listKeyLoans(db, keyholderActor(request), request.query),
  });
  idRoute(checkoutKeyEndpoint, {
    access: access.manage,
    handler: async (request) => ({
      key: await checkoutKey(db, keyholderActor(request), request.params.id, request.body),
    }),
  });
  idRoute(checkinKeyEndpoint, {
    access: access.manage,
    handler: async (request) => ({
      key: await checkinKey(db, keyholderActor(request), request.params.id, request.body),
    }),
  });
}
