import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import type { DestinationStream, LoggerOptions } from 'pino';

/** What must not reach the logs from a URL: reset codes (/reset-password/{code}) and the credentials' `q`. */
export function maskUrl(url: string): string {
  const masked = url.replace(/(\/reset-password\/)[^/?#]+/, '$1[redacted]');
  // What someone types into the credentials' search box may be a password they are looking for.
  return masked.startsWith('/api/keyholders') ? masked.replace(/([?&]q=)[^&#]*/g, '$1[redacted]') : masked;
}

/**
 * pino options: secrets are redacted wherever they could appear (auth header, cookies, the XSRF
 * header, password and token fields), and requests are logged by our own serializer (no headers).
 */
export function loggerOptions(
  level: string,
  stream?: DestinationStream,
): LoggerOptions & { stream?: DestinationStream } {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers["x-xsrf-token"]',
        'res.headers["set-cookie"]',
        '*.password',
        '*.current_password',
        '*.password_hash',
        '*.token',
        // Credentials (keyholders): bodies and answers are not logged; a second line of defence.
        '*.secret',
        '*.secret_enc',
        '*.notes_enc',
        // A reset code is a body field (bodies are not logged; this is a second line of defence).
        // Not `*.code`: that would hide every error's code (PostgreSQL's 40P01, ECONNRESET…).
        'body.code',
        '*.body.code',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (req: { method: string; url: string; ip?: string; socket?: { remoteAddress?: string } }) => ({
        method: req.method,
        url: maskUrl(req.url),
        remoteAddress: req.ip ?? req.socket?.remoteAddress,
      }),
    },
  };
}

/**
 * One line per request, after the response, instead of Fastify's two (incoming + completed):
 * half the log volume on the hot path, with everything an operator needs.
 */
export class RequestLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply): void {
    const fields = {
      req: { method: request.method, url: request.url, ip: request.ip },
      statusCode: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...fields, err: error }, 'request errored');
    else reply.log.info(fields, 'request completed');
  }
}
