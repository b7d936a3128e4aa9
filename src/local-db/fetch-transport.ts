import type { OutboxEntry } from './outbox-entry.ts';
import { NetworkError, type OutboxTransport, type TransportResponse } from './outbox-transport.ts';

export interface FetchTransportOptions {
  /** e.g. `''` for same-origin in the browser, `http://127.0.0.1:8080` in tests. */
  baseUrl: string;
  /** The current bearer token, read at send time so a new sign-in is picked up. */
  getToken(): string | null | undefined;
  /** A request still unanswered after this long counts as a network failure (default 30 s). */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** The default transport: plain `fetch` with the API's headers (docs/product.md §7) and the idempotency key. */
export function createFetchTransport(options: FetchTransportOptions): OutboxTransport {
  const send = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  return async (entry: OutboxEntry): Promise<TransportResponse> => {
    let response: Response;
    try {
      response = await send(`${options.baseUrl}${entry.path}`, {
        method: entry.method,
        headers: headersFor(entry, options.getToken()),
        body: entry.body === null || entry.body === undefined ? undefined : JSON.stringify(entry.body),
        // Without it one hung request would hold the whole ordered outbox; the retry reuses the key.
        signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
      });
    } catch (error) {
      throw new NetworkError(undefined, { cause: error });
    }
    return { status: response.status, body: await readBody(response), retryAfterMs: retryAfter(response) };
  };
}

function headersFor(entry: OutboxEntry, token: string | null | undefined): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'X-Requested-With': 'XMLHttpRequest',
    'Idempotency-Key': entry.id,
  };
  if (entry.body !== null && entry.body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** `Retry-After` in seconds or as an HTTP date, in milliseconds from now. */
function retryAfter(response: Response): number | undefined {
  const header = response.headers.get('retry-after');
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}
