import type { TransportResponse } from './outbox-transport.ts';

/** What one answer means for its outbox entry (Actual's SyncError reasons, as values). */
export type SendOutcome =
  | { type: 'acknowledged'; body: unknown }
  | { type: 'retry'; reason: string; retryAfterMs?: number }
  | { type: 'unauthorized' }
  | { type: 'rejected'; status: number; message: string };

/**
 * 2xx: done. Network error (handled by the caller), 408, 429, 5xx and any answer carrying
 * `Retry-After` (the server's "still in progress" 409): keep and retry. 401: keep for the next
 * sign-in, since a lapsed session says nothing about the change. Any other 4xx: rejected.
 */
export function classifyResponse(response: TransportResponse): SendOutcome {
  const { status, body, retryAfterMs } = response;
  if (status >= 200 && status < 300) return { type: 'acknowledged', body };
  if (status === 401) return { type: 'unauthorized' };
  if (status === 408 || status === 429 || status >= 500 || retryAfterMs !== undefined) {
    return { type: 'retry', reason: `The server answered ${status}.`, retryAfterMs };
  }
  return {
    type: 'rejected',
    status,
    message: serverMessage(body) ?? `The change could not be saved (${status}).`,
  };
}

function serverMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('message' in body)) return undefined;
  return typeof body.message === 'string' && body.message.trim() ? body.message : undefined;
}

export interface BackoffOptions {
  /** First retry delay, in milliseconds (default 1 s). */
  baseMs?: number;
  /** Longest delay, in milliseconds (default 5 minutes). */
  maxMs?: number;
  /** 0..1; jitter spreads a classroom of tablets reconnecting at once. Tests pass `() => 1`. */
  random?: () => number;
}

/** Exponential backoff with a cap and "equal jitter": between half and all of the capped delay. */
export function backoffDelay(attempts: number, options: BackoffOptions = {}): number {
  const { baseMs = 1000, maxMs = 5 * 60_000, random = Math.random } = options;
  const capped = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(capped / 2 + (capped / 2) * random());
}
