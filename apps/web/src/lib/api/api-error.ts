/** A non-2xx answer (or a network failure, status 0) with its parsed JSON body. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, body: unknown, message?: string) {
    super(message ?? `Richiesta non riuscita (${status})`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  /** Field messages of a 422 answer, e.g. `errors.current_password`. */
  fieldErrors(): Record<string, string[]> {
    const body = this.body as { errors?: unknown } | null;
    if (body && typeof body.errors === 'object' && body.errors !== null) {
      return body.errors as Record<string, string[]>;
    }
    return {};
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
