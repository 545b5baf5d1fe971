import type { OutgoingHttpHeaders } from 'node:http';
import { liveEventsEndpoint } from '@officina/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { signedIn } from '../../http/access.ts';
import { routeSchema } from '../../http/route-schema.ts';
import { requireUser } from '../../plugins/auth.ts';
import { sessionResolver } from '../auth/session-user.ts';
import { LiveStream, SSE_HEARTBEAT_MS, SSE_RETRY_MS } from './live-stream.ts';
import { unreadNotificationCount } from './notification.service.ts';

const TAG = 'notifications';
/** Open streams one user may hold (tabs, devices); the oldest is closed beyond it. */
export const SSE_STREAMS_PER_USER = 10;

function lastEventIdOf(request: FastifyRequest): string | null {
  const value = request.headers['last-event-id'];
  return typeof value === 'string' && value.length > 0 && value.length <= 100 ? value : null;
}

/**
 * GET /api/events: server-sent events, authenticated by the bearer header like every API call
 * (docs/modules/notifications.md). The response is taken over from Fastify (hijacked) and stays
 * open: `retry:` first, then what the client missed after its `Last-Event-ID` (from the bus's
 * replay buffer), then live events, and a comment line every 25 s — at which the session is checked
 * again, so a logout or a ban ends the stream; a live event about the user's own record (deactivated,
 * banned: admin-users) has it checked at once. Streams are ended on app close (preClose), so a
 * shutdown is not held by open pages.
 */
export async function eventRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const streams = new Map<number, Set<LiveStream>>();
  const resolveSession = sessionResolver(ctx);
  const unreadCount = (userId: number) => unreadNotificationCount(ctx.db, userId);

  app.addHook('preClose', async () => {
    for (const own of streams.values()) for (const stream of [...own]) stream.end({ closeConnection: true });
  });

  app.route({
    method: liveEventsEndpoint.method,
    url: liveEventsEndpoint.path,
    schema: routeSchema(liveEventsEndpoint, TAG),
    config: { access: signedIn() },
    handler: async (request, reply) => {
      const { user } = requireUser(request);
      const token = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
      const lastEventId = lastEventIdOf(request);

      reply.hijack();
      reply.raw.writeHead(200, {
        ...(reply.getHeaders() as OutgoingHttpHeaders),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        // nginx and similar proxies: pass each event on at once.
        'x-accel-buffering': 'no',
      });
      const stream = new LiveStream(reply.raw, user.id, unreadCount);

      const own = streams.get(user.id) ?? new Set<LiveStream>();
      streams.set(user.id, own);
      own.add(stream);
      if (own.size > SSE_STREAMS_PER_USER) [...own][0]?.end();

      stream.retry(SSE_RETRY_MS);
      // Replay and subscribe in the same tick: no event can fall between them.
      for (const event of lastEventId ? ctx.bus.since(lastEventId) : []) stream.push(event);
      const checkSession = () =>
        resolveSession(token).then(
          (session) => {
            if (session.id !== user.id) stream.end();
          },
          (error: { statusCode?: number }) => {
            // 401: the session is over. Anything else (the database away): keep the stream.
            if (error?.statusCode === 401) stream.end();
          },
        );
      const unsubscribe = ctx.bus.subscribe((event) => {
        // A change to this user (deactivated, banned…): the session is checked at once, not at the next ping.
        if (event.type === 'record' && event.entity === 'user' && event.entityId === user.id)
          void checkSession();
        stream.push(event);
      });

      const heartbeat = setInterval(() => {
        stream.comment('ping');
        void checkSession();
      }, SSE_HEARTBEAT_MS);
      heartbeat.unref();

      stream.onEnd(() => {
        clearInterval(heartbeat);
        unsubscribe();
        own.delete(stream);
        if (own.size === 0 && streams.get(user.id) === own) streams.delete(user.id);
      });
    },
  });
}
