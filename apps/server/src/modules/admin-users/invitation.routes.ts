import { acceptInvitationEndpoint, invitationStatusEndpoint } from '@officina/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { publicAccess } from '../../http/access.ts';
import { routeSchema } from '../../http/route-schema.ts';
import { routesOf } from '../../http/routes.ts';
import { createIpLimit } from '../auth/login-throttle.ts';
import { acceptInvitation, INVITATION_ACCEPTED_MESSAGE, invitationStatus } from './invitation.service.ts';

const TAG = 'auth';

/** The public side of an invitation: is the link still good, and choosing the password. */
export async function invitationRoutes(scope: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const { route } = routesOf(app, TAG);
  const limit = createIpLimit(
    scope,
    'invitation',
    ctx.config.limits.forgotPerIp,
    ctx.config.limits.loginWindowMs,
  );

  app.route({
    method: invitationStatusEndpoint.method,
    url: invitationStatusEndpoint.path,
    config: { access: publicAccess },
    schema: {
      ...routeSchema(invitationStatusEndpoint, TAG, { isPublic: true }),
      params: z.object({ code: z.string().max(512) }),
    },
    handler: (request) => invitationStatus(ctx.db, request.params.code),
  });

  route(acceptInvitationEndpoint, {
    access: publicAccess,
    handler: async (request) => {
      await limit(request);
      await acceptInvitation(ctx, request.body);
      return { message: INVITATION_ACCEPTED_MESSAGE };
    },
  });
}
