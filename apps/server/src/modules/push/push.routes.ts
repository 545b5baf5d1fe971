import { STATUS_CODES } from 'node:http';
import {
  addPushDeviceInterestEndpoint,
  beamsAuthEndpoint,
  deletePushDeviceEndpoint,
  type Endpoint,
  getPushDeviceInterestsEndpoint,
  pushDeviceInterestParamsSchema,
  pushDeviceParamsSchema,
  pushErrorBodySchema,
  pushInstanceParamsSchema,
  pushReportingEventsEndpoint,
  pushVapidPublicKeyEndpoint,
  registerPushDeviceEndpoint,
  removePushDeviceInterestEndpoint,
  setPushDeviceInterestsEndpoint,
  setPushDeviceUserEndpoint,
  updatePushDeviceMetadataEndpoint,
} from '@officina/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { publicAccess, signedIn } from '../../http/access.ts';
import { routeSchema } from '../../http/route-schema.ts';
import { routesOf } from '../../http/routes.ts';
import { requireUser } from '../../plugins/auth.ts';
import { createIpLimit } from '../auth/login-throttle.ts';
import {
  addPushDeviceInterest,
  assertInstance,
  deletePushDevice,
  getPushDeviceInterests,
  issueBeamsAuthToken,
  registerPushDevice,
  removePushDeviceInterest,
  setPushDeviceInterests,
  setPushDeviceUser,
  updatePushDeviceMetadata,
} from './push-device.service.ts';
import { vapidDetails } from './vapid-keys.ts';

const TAG = 'push';

/** Devices one address may register per window: a browser registers once; an office shares an IP. */
export const PUSH_REGISTER_LIMIT = { max: 60, windowMs: 15 * 60 * 1000 };

/** Every error of the device API documented with the provider's `{ error, description }` too. */
const pushErrors = Object.fromEntries(
  [400, 401, 403, 404, 409, 413, 415, 419, 422, 429, 500, 503].map((status) => [status, pushErrorBodySchema]),
);

function firstMessage(body: Record<string, unknown>): string | undefined {
  const alert = body.alert as { message?: unknown } | undefined;
  if (typeof alert?.message === 'string') return alert.message;
  const errors = body.errors as Record<string, string[]> | undefined;
  const first = errors ? Object.values(errors)[0]?.[0] : undefined;
  if (first) return first;
  return typeof body.message === 'string' ? body.message : undefined;
}

/**
 * The device API (contracts push-device.api.ts), public and exempt from the XSRF check: the device
 * id in the path is the device's credential, setting its user takes a beams-auth token. Its error
 * bodies, made by the one error handler, also carry the provider's `{ error, description }` (the
 * SDK reads those): `error` the HTTP reason, `description` the Italian message.
 */
async function deviceApiRoutes(scope: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const registerLimit = createIpLimit(
    scope,
    'push-register',
    PUSH_REGISTER_LIMIT.max,
    PUSH_REGISTER_LIMIT.windowMs,
  );
  // Fails the start on malformed VAPID_* keys, and creates DATA_DIR/vapid.json before any request.
  const { publicKey } = vapidDetails(ctx.config);

  scope.addHook('preSerialization', async (_request, reply, payload) => {
    if (reply.statusCode < 400 || typeof payload !== 'object' || payload === null) return payload;
    const body = payload as Record<string, unknown>;
    const description = firstMessage(body) ?? STATUS_CODES[reply.statusCode] ?? 'Errore';
    return {
      ...body,
      error: typeof body.error === 'string' ? body.error : (STATUS_CODES[reply.statusCode] ?? 'Error'),
      description,
    };
  });

  const config = { access: publicAccess, xsrfExempt: true };
  const schemaOf = <E extends Endpoint, P extends z.ZodType>(endpoint: E, params: P) => ({
    ...routeSchema(endpoint, TAG, { isPublic: true, extra: pushErrors }),
    params,
  });

  app.route({
    method: pushVapidPublicKeyEndpoint.method,
    url: pushVapidPublicKeyEndpoint.path,
    schema: schemaOf(pushVapidPublicKeyEndpoint, pushInstanceParamsSchema),
    config,
    handler: async (request) => {
      assertInstance(request.params.instanceId);
      return { vapidPublicKey: publicKey };
    },
  });

  app.route({
    method: registerPushDeviceEndpoint.method,
    url: registerPushDeviceEndpoint.path,
    schema: schemaOf(registerPushDeviceEndpoint, pushInstanceParamsSchema),
    config,
    handler: async (request) => {
      await registerLimit(request);
      return registerPushDevice(ctx, request.params.instanceId, request.body, request.headers['user-agent']);
    },
  });

  app.route({
    method: updatePushDeviceMetadataEndpoint.method,
    url: updatePushDeviceMetadataEndpoint.path,
    schema: schemaOf(updatePushDeviceMetadataEndpoint, pushDeviceParamsSchema),
    config,
    handler: async ({ params, body, headers }) => {
      await updatePushDeviceMetadata(ctx, params.instanceId, params.deviceId, body, headers['user-agent']);
      return {};
    },
  });

  app.route({
    method: deletePushDeviceEndpoint.method,
    url: deletePushDeviceEndpoint.path,
    schema: schemaOf(deletePushDeviceEndpoint, pushDeviceParamsSchema),
    config,
    handler: async ({ params }) => {
      await deletePushDevice(ctx, params.instanceId, params.deviceId);
      return {};
    },
  });

  app.route({
    method: addPushDeviceInterestEndpoint.method,
    url: addPushDeviceInterestEndpoint.path,
    schema: schemaOf(addPushDeviceInterestEndpoint, pushDeviceInterestParamsSchema),
    config,
    handler: async ({ params }) => {
      await addPushDeviceInterest(ctx, params.instanceId, params.deviceId, params.interest);
      return {};
    },
  });

  app.route({
    method: removePushDeviceInterestEndpoint.method,
    url: removePushDeviceInterestEndpoint.path,
    schema: schemaOf(removePushDeviceInterestEndpoint, pushDeviceInterestParamsSchema),
    config,
    handler: async ({ params }) => {
      await removePushDeviceInterest(ctx, params.instanceId, params.deviceId, params.interest);
      return {};
    },
  });

  app.route({
    method: setPushDeviceInterestsEndpoint.method,
    url: setPushDeviceInterestsEndpoint.path,
    schema: schemaOf(setPushDeviceInterestsEndpoint, pushDeviceParamsSchema),
    config,
    handler: async ({ params, body }) => {
      await setPushDeviceInterests(ctx, params.instanceId, params.deviceId, body.interests);
      return {};
    },
  });

  app.route({
    method: getPushDeviceInterestsEndpoint.method,
    url: getPushDeviceInterestsEndpoint.path,
    schema: schemaOf(getPushDeviceInterestsEndpoint, pushDeviceParamsSchema),
    config,
    handler: ({ params }) => getPushDeviceInterests(ctx, params.instanceId, params.deviceId),
  });

  app.route({
    method: setPushDeviceUserEndpoint.method,
    url: setPushDeviceUserEndpoint.path,
    schema: schemaOf(setPushDeviceUserEndpoint, pushDeviceParamsSchema),
    config,
    handler: async ({ params, headers }) => {
      await setPushDeviceUser(ctx, params.instanceId, params.deviceId, headers.authorization);
      return {};
    },
  });

  // Deliveries and opens reported by the provider's service worker: accepted, not kept.
  app.route({
    method: pushReportingEventsEndpoint.method,
    url: pushReportingEventsEndpoint.path,
    schema: { ...schemaOf(pushReportingEventsEndpoint, pushInstanceParamsSchema), body: z.unknown() },
    config,
    handler: async (request, reply) => {
      assertInstance(request.params.instanceId);
      return reply.code(204).send();
    },
  });
}

export async function pushRoutes(scope: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  await scope.register(deviceApiRoutes, { ctx });
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const { route } = routesOf(app, TAG);
  route(beamsAuthEndpoint, {
    access: signedIn(),
    handler: (request) => issueBeamsAuthToken(ctx, requireUser(request).user, request.query.user_id),
  });
}
