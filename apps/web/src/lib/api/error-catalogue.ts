import { strings } from '../strings.ts';
import type { ToastRequest } from '../toast.ts';

/**
 * What the app does with each API error, in one place. Pure: it reads a failed answer and says
 * which toasts to show and whether the session is over; the API client carries it out.
 * Unit-tested row by row (error-catalogue.test.ts).
 */
export interface ErrorOutcome {
  toasts: ToastRequest[];
  /** 401, or a 500 about the token: log out and go to the login route. */
  endSession: boolean;
}

interface ErrorBody {
  error?: unknown;
  message?: unknown;
  alert?: { message?: unknown; type?: unknown; timeout?: unknown };
  errors?: Record<string, unknown>;
}

const authCodeMessages: Record<string, string> = {
  invalid_credentials: strings.invalidCredentials,
  could_not_create_token: strings.loginProblem,
  user_inactive: strings.userNotFound,
  user_is_banned: strings.userNotFound,
  token_expired: strings.sessionExpired,
  token_not_provided: strings.sessionExpired,
};

/**
 * contracts' `errorMessages.tokenExpired` and `.tokenNotProvided`, copied: that module builds zod schemas,
 * which must stay out of the entry chunk (bundle budget). The test checks the copy against contracts.
 */
export const TOKEN_MESSAGES: readonly string[] = ['Token has expired', 'Token not provided'];

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

function asBody(body: unknown): ErrorBody {
  return typeof body === 'object' && body !== null ? (body as ErrorBody) : {};
}

function alertToast(body: ErrorBody, fallback?: string): ToastRequest | undefined {
  const message = text(body.alert?.message) ?? fallback;
  if (!message) return undefined;
  const type = body.alert?.type;
  const timeout = body.alert?.timeout;
  return {
    message,
    type: type === 'info' || type === 'success' || type === 'warning' ? type : 'error',
    ...(typeof timeout === 'number' ? { timeout } : {}),
  };
}

/** `error.message` of a body whose `error` is an object (also shown as an error toast). */
function nestedErrorMessage(body: ErrorBody): string | undefined {
  const error = body.error;
  return typeof error === 'object' && error !== null
    ? text((error as { message?: unknown }).message)
    : undefined;
}

function firstValidationMessage(body: ErrorBody): string | undefined {
  const errors = body.errors ?? {};
  const first = (field: unknown) => (Array.isArray(field) ? text(field[0]) : text(field));
  const login = first(errors.login);
  if (login) return login;
  for (const field of Object.values(errors)) {
    const message = first(field);
    if (message) return message;
  }
  return text(body.message);
}

function primaryOutcome(status: number, body: ErrorBody): ErrorOutcome {
  const error = (message: string): ToastRequest => ({ message, type: 'error' });
  switch (status) {
    case 0:
      return { toasts: [error(strings.networkError)], endSession: false };
    case 400:
    case 403:
      return { toasts: [alertToast(body, strings.genericError)!], endSession: false };
    case 401: {
      const code = text(body.error);
      const message =
        (code && authCodeMessages[code]) ?? text(body.message) ?? code ?? text(body.alert?.message);
      return { toasts: [error(message ?? strings.genericError)], endSession: true };
    }
    case 422:
      return { toasts: [error(firstValidationMessage(body) ?? strings.genericError)], endSession: false };
    case 500: {
      const message = text(body.message) ?? nestedErrorMessage(body);
      if (message && TOKEN_MESSAGES.includes(message)) {
        return { toasts: [error(strings.sessionExpired)], endSession: true };
      }
      const shown = nestedErrorMessage(body) ?? text(body.alert?.message) ?? strings.genericError;
      return { toasts: [error(shown)], endSession: false };
    }
    default: {
      const toast = alertToast(body) ?? error(text(body.message) ?? strings.genericError);
      return { toasts: [toast], endSession: false };
    }
  }
}

export function interpretError(status: number, rawBody: unknown): ErrorOutcome {
  const body = asBody(rawBody);
  const outcome = primaryOutcome(status, body);
  const extra = nestedErrorMessage(body);
  if (extra && !outcome.toasts.some((toast) => toast.message === extra)) {
    outcome.toasts.push({ message: extra, type: 'error' });
  }
  return outcome;
}
