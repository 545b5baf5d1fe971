import { errorMessages } from '@officina/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
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

/**
 * The one error handler (STYLE habit 3): known errors answer their Italian body; everything else
 * is logged with its details and answers a plain 500, so no stack trace or SQL ever leaves.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof ApiError) return reply.code(error.statusCode).send(error.body);
    if (hasZodFastifySchemaValidationErrors(error)) {
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
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send(alertError(500, errorMessages.internal).body);
  });
}
