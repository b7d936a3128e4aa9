import { errorMessages } from '#contract/error-messages.ts';
/**
 * Why a call failed: `http` when the server answered with a non-2xx status, `network` when no answer came
 * (offline, refused, DNS). Callers branch on the reason, e.g. an offline start keeps the cached session.
 */
export type ApiErrorReason = 'http' | 'network';

export class ApiError extends Error {
  readonly reason: ApiErrorReason;
  /** HTTP status; 0 for a network failure. */
  readonly status: number;
  /** Laravel-shaped field errors of a 422. */
  readonly errors?: Record<string, string[]>;
  /** The parsed response body (or its text when it is not JSON); undefined for a network failure. */
  readonly body: unknown;

  constructor(init: {
    reason: ApiErrorReason;
    status: number;
    message: string;
    errors?: Record<string, string[]>;
    body?: unknown;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.reason = init.reason;
    this.status = init.status;
    this.errors = init.errors;
    this.body = init.body;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

export const isNetworkError = (error: unknown): boolean => isApiError(error) && error.reason === 'network';

/** The server's own `message`, if the failure carried one. */
export function serverMessage(error: unknown): string | undefined {
  return isApiError(error) && error.reason === 'http' && error.message ? error.message : undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function fieldErrors(value: unknown): Record<string, string[]> | undefined {
  if (!isRecord(value)) return undefined;
  const entries = Object.entries(value).map(([field, messages]) => [
    field,
    Array.isArray(messages) ? messages.map(String) : [String(messages)],
  ]);
  return Object.fromEntries(entries);
}

/** Builds the typed error of a non-2xx answer from its status and parsed body. */
export function httpError(status: number, body: unknown): ApiError {
  const message = isRecord(body) && typeof body.message === 'string' ? body.message : '';
  const errors = isRecord(body) ? fieldErrors(body.errors) : undefined;
  return new ApiError({ reason: 'http', status, message, errors, body });
}

export function networkError(cause: unknown): ApiError {
  const message = cause instanceof Error ? cause.message : 'Network request failed';
  return new ApiError({ reason: 'network', status: 0, message });
}

/** Every field message of a failed call (a 422's errors map), in field order; none for anything else. */
export const validationMessages = (error: unknown): string[] =>
  isApiError(error) ? errorMessages(error.errors) : [];

/** First message of each field of a 422 (docs/product.md §5: server field errors appear under the fields). */
export function firstFieldErrors(error: unknown): Record<string, string> {
  if (!isApiError(error) || !error.errors) return {};
  const entries = Object.entries(error.errors).map(([field, list]) => [field, list[0] ?? '']);
  return Object.fromEntries(entries.filter(([, message]) => message));
}
