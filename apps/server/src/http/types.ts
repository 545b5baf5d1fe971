import type { AppAbility, PermissionRule, User } from '@officina/contracts';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../db/database.ts';
import type { RouteAccess } from './access.ts';

/** The signed-in user as the auth plugin loads it on every request. */
export interface AuthUser extends User {
  /** jti of the token this request carries, so logout can revoke exactly it. */
  sessionId: string;
  permissions: PermissionRule[];
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
  interface FastifyRequest {
    /** Null on public routes; use requireUser() in handlers of protected ones. */
    user: AuthUser | null;
    ability: AppAbility | null;
  }
  interface FastifyContextConfig {
    /** Who may call the route (http/access.ts); every /api route declares it or the app won't start. */
    access?: RouteAccess;
    /** Route answers without a token (login, password reset, health): set from `access`, never by hand. */
    public?: boolean;
    /**
     * A public route that reads no cookie (its credential is in the path or its own
     * Authorization header) skips the XSRF check: the push device API, called by the push
     * provider's SDK, which sends no X-XSRF-TOKEN. See plugins/xsrf.ts.
     */
    xsrfExempt?: boolean;
    /** Also list every validation message under this key (the login form reads `errors.login`). */
    validationSummaryKey?: string;
  }
}

export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;
