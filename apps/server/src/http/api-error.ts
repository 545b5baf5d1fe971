import type { AlertType, AuthErrorCode } from '@officina/contracts';
import { errorMessages } from '@officina/contracts';

/**
 * An error with the exact status and body the client should see (docs/modules/core.md). Services throw
 * it; the one error handler sends it. Anything else thrown becomes a logged 500.
 */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly body: Record<string, unknown>;
  constructor(statusCode: number, body: Record<string, unknown>) {
    super(`HTTP ${statusCode}`);
    this.statusCode = statusCode;
    this.body = body;
  }
}

const tokenMessages: Partial<Record<AuthErrorCode, string>> = {
  token_expired: errorMessages.tokenExpired,
  token_not_provided: errorMessages.tokenNotProvided,
  invalid_token: errorMessages.invalidToken,
};

/** 401 `{ error, message? }`; token errors carry the message the web app matches on. */
export function unauthorized(code: AuthErrorCode): ApiError {
  const message = tokenMessages[code];
  return new ApiError(401, message ? { error: code, message } : { error: code });
}

/** `{ alert: { message, type } }`, toasted by the web app. */
export function alertError(statusCode: number, message: string, type: AlertType = 'error'): ApiError {
  return new ApiError(statusCode, { alert: { message, type } });
}

/** 422 `{ message, errors: { field: [messages] } }`. */
export function validationError(
  errors: Record<string, string[]>,
  message: string = errorMessages.invalidInput,
): ApiError {
  return new ApiError(422, { message, errors });
}

/** A refusal of the whole request, told on one field: 422 `{ message, errors: { [field]: [message] } }`. */
export function fieldRefusal(field: string, message: string): ApiError {
  return validationError({ [field]: [message] }, message);
}

export function forbidden(message: string = errorMessages.forbidden): ApiError {
  return alertError(403, message);
}
