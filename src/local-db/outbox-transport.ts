import type { OutboxEntry } from './outbox-entry.ts';

/** What the server answered; any status counts, the processor decides what it means. */
export interface TransportResponse {
  status: number;
  body: unknown;
  /** From a `Retry-After` header: the server asks to try again later, even on a 4xx. */
  retryAfterMs?: number;
}

/**
 * Sends one outbox entry with `Idempotency-Key: entry.id`. Resolves with any HTTP answer; rejects
 * with `NetworkError` when no answer came (offline, DNS, reset). Take it as a parameter so the
 * window, the service worker and tests pick their own.
 */
export type OutboxTransport = (entry: OutboxEntry) => Promise<TransportResponse>;

/** No HTTP answer at all: the change is kept and retried. */
export class NetworkError extends Error {
  readonly code = 'network';
  constructor(message = 'The server could not be reached.', options?: ErrorOptions) {
    super(message, options);
    this.name = 'NetworkError';
  }
}
