import { errorMessages } from '@officina/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { type DatabaseErrorKind, databaseErrorKind } from '../db/errors.ts';
import { ApiError, alertError, validationError } from '../http/api-error.ts';

type Issue = { instancePath: string; message?: string };

/** Zod issues to `{ field: [messages] }`; issues on the whole body go under the context name. */
function groupIssues(issues: Issue[], context: string, summaryKey?: string): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const add = (key: string, message: string) => {
    const list = errors[key] ?? [];
    if (!list.includes(message)) list.push(message);
    errors[key] = list;
  };
  for (const issue of issues) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || context;
    const message = issue.message ?? errorMessages.invalidInput;
    add(field, message);
    if (summaryKey) add(summaryKey, message);
  }
  return errors;
}

/** Fastify's own client errors (body parsing) to Italian alerts; null when not one of them. */
function clientError(error: FastifyError): ApiError | null {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return alertError(400, errorMessages.invalidJson);
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return alertError(413, errorMessages.bodyTooLarge);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return alertError(415, errorMessages.unsupportedMediaType);
  }
  if (error instanceof SyntaxError && error.statusCode === 400)
    return alertError(400, errorMessages.invalidJson);
  if (error.statusCode === 429) return alertError(429, errorMessages.rateLimited);
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return alertError(error.statusCode, errorMessages.invalidInput);
  }
  return null;
}

const CONCURRENT_CHANGE =
  "Un'altra operazione stava modificando gli stessi dati nello stesso momento: riprova.";

/** Database errors that are not the server's fault to their answer (see db/errors.ts). */
const databaseAnswers: Record<DatabaseErrorKind, () => ApiError> = {
  unavailable: () => alertError(503, errorMessages.unavailable),
  conflict: () => alertError(409, CONCURRENT_CHANGE),
  'invalid-value': () => validationError({ body: [errorMessages.invalidInput] }),
};

/** A path id past the ids the database can hold names no record: 404, as a missing one. */
function isIdOutOfRange(issues: Issue[], context: string | undefined): boolean {
  return (
    context === 'params' &&
    issues.length > 0 &&
    issues.every((i) => i.instancePath === '/id' && (i as { keyword?: string }).keyword === 'too_big')
  );
}

/**
 * Errors the router raises before any route or error handler runs (Fastify's `frameworkErrors`),
 * which Fastify otherwise answers in English: a path segment longer than the router accepts names
 * no record (404, as an id past the database's range); a malformed escape is bad input (400).
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  request.log.info({ code: error.code }, 'client error');
  const answer =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? alertError(404, errorMessages.notFound)
      : alertError(400, errorMessages.invalidInput);
  reply.code(answer.statusCode).send(answer.body);
}

/**
 * The one error handler (STYLE habit 3): known errors answer their Italian body; everything else
 * is logged with its details and answers a plain 500, so no stack trace or SQL ever leaves.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    // A download that failed before its first byte (its connection lost) had set its file's
    // headers already: the error answer is JSON.
    reply.removeHeader('content-type').removeHeader('content-disposition');
    if (error instanceof ApiError) return reply.code(error.statusCode).send(error.body);
    if (hasZodFastifySchemaValidationErrors(error)) {
      if (isIdOutOfRange(error.validation, error.validationContext)) {
        return reply.code(404).send(alertError(404, errorMessages.notFound).body);
      }
      const summaryKey = request.routeOptions.config.validationSummaryKey;
      const errors = groupIssues(error.validation, error.validationContext ?? 'body', summaryKey);
      const { body } = validationError(errors);
      return reply.code(422).send(body);
    }
    const known = clientError(error);
    if (known) {
      request.log.info({ code: error.code, statusCode: known.statusCode }, 'client error');
      return reply.code(known.statusCode).send(known.body);
    }
    const kind = databaseErrorKind(error);
    if (kind) {
      const answer = databaseAnswers[kind]();
      request.log.warn({ err: error, statusCode: answer.statusCode }, `database: ${kind}`);
      return reply.code(answer.statusCode).send(answer.body);
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send(alertError(500, errorMessages.internal).body);
  });
}
