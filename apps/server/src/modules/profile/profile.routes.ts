import multipart from '@fastify/multipart';
import {
  AVATAR_MAX_BYTES,
  changeEmailEndpoint,
  deleteAvatarEndpoint,
  myAvatarEndpoint,
  mySessionsEndpoint,
  revokeMySessionEndpoint,
  revokeOtherSessionsEndpoint,
  uploadAvatarEndpoint,
  userAvatarEndpoint,
} from '@officina/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { signedIn } from '../../http/access.ts';
import { alertError } from '../../http/api-error.ts';
import { routesOf } from '../../http/routes.ts';
import { requireUser } from '../../plugins/auth.ts';
import { avatarMessages, getMyAvatar, readAvatar, removeMyAvatar, setMyAvatar } from './avatar.service.ts';
import { changeMyEmail } from './email-change.service.ts';
import {
  listMySessions,
  revokeMyOtherSessions,
  revokeMySession,
  SESSION_NOT_FOUND,
} from './session-list.service.ts';

/** The one uploaded picture; multipart's own limits answered as Italian 413/415/400. */
async function readPicture(request: FastifyRequest): Promise<Buffer> {
  let data: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') data ??= await part.toBuffer();
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw alertError(413, avatarMessages.tooLarge);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw alertError(413, 'Carica una sola foto per volta.');
    }
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
      throw alertError(415, 'Carica la foto come modulo (multipart/form-data) nel campo «file».');
    }
    throw alertError(400, 'Il caricamento della foto non è riuscito: riprova.');
  }
  if (!data) throw alertError(400, avatarMessages.missing);
  return data;
}

/**
 * The signed-in user's own profile beyond name and theme: e-mail, picture, sessions; and anyone's
 * picture for every signed-in user. Its own scope: multipart is registered only here.
 */
export async function profileRoutes(scope: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  await scope.register(multipart, {
    limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 2, fieldSize: 1024, parts: 3 },
  });
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const { route, idRoute } = routesOf(app, 'user');
  const { db } = ctx;

  route(changeEmailEndpoint, {
    access: signedIn(),
    handler: async (request) => ({ user: await changeMyEmail(ctx, requireUser(request).user, request.body) }),
  });

  route(myAvatarEndpoint, {
    access: signedIn(),
    handler: (request) => getMyAvatar(db, requireUser(request).user.id),
  });
  route(uploadAvatarEndpoint, {
    access: signedIn(),
    handler: async (request) => setMyAvatar(db, requireUser(request).user.id, await readPicture(request)),
  });
  route(deleteAvatarEndpoint, {
    access: signedIn(),
    handler: (request) => removeMyAvatar(db, requireUser(request).user.id),
  });
  idRoute(userAvatarEndpoint, {
    access: signedIn(),
    handler: async (request, reply) => {
      const avatar = await readAvatar(db, request.params.id);
      reply
        .header('etag', avatar.etag)
        .header('cache-control', 'private, no-cache')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "sandbox; default-src 'none'");
      if (request.headers['if-none-match'] === avatar.etag) return reply.code(304).send();
      return reply.type(avatar.mime).send(avatar.data);
    },
  });

  route(mySessionsEndpoint, {
    access: signedIn(),
    handler: async (request) => ({ sessions: await listMySessions(db, requireUser(request).user) }),
  });
  route(revokeOtherSessionsEndpoint, {
    access: signedIn(),
    handler: (request) => revokeMyOtherSessions(db, requireUser(request).user),
  });
  route(revokeMySessionEndpoint, {
    access: signedIn(),
    handler: (request) => {
      const { id } = request.params as { id?: string };
      if (!id || !/^[0-9a-f]{32}$/.test(id)) throw alertError(404, SESSION_NOT_FOUND);
      return revokeMySession(db, requireUser(request).user, id);
    },
  });
}
