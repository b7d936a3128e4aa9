import { httpError, networkError } from './api-error.ts';

export interface ApiClientOptions {
  /** Absolute origin of the API, e.g. `https://rooms.example` (no trailing slash). */
  baseUrl: string;
  /** Read on every request, so a sign-in or sign-out takes effect at once. */
  getToken: () => string | null;
}

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface RequestOptions {
  json?: unknown;
  body?: BodyInit;
  headers?: Record<string, string>;
  searchParams?: Record<string, string>;
  /** Give up after this long (a network error); calls wait as long as it takes otherwise. */
  timeoutMs?: number;
  /** Sends with this instead of the global fetch (an upload that reports progress: xhr-fetch.ts). */
  fetch?: typeof fetch;
}

export interface ApiClient {
  /** Sends one call; resolves with the parsed JSON (undefined when empty), rejects with an `ApiError`. */
  send<T>(method: HttpMethod, path: string, options?: RequestOptions): Promise<T>;
  /**
   * A plain fetch with the same credentials and headers, for the rare call that needs the raw
   * response (a picture, a CSV file); it resolves with any status and rejects only when no answer came.
   */
  fetchRaw(url: string, init?: { headers?: Record<string, string> }): Promise<Response>;
  /** The origin `send` puts before a path, for calls made through `fetchRaw`. */
  readonly baseUrl: string;
}

const XSRF_COOKIE = 'XSRF-TOKEN';

/** The XSRF-TOKEN cookie, when running in a window (a service worker has no document). */
export function readXsrfCookie(): string | null {
  if (typeof document === 'undefined') return null;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${XSRF_COOKIE}=`));
  return entry ? decodeURIComponent(entry.slice(XSRF_COOKIE.length + 1)) : null;
}

async function parseBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Headers of docs/product.md §7 on every call; no timeout unless asked; HTTP and network failures
 * become typed `ApiError`s. Plain `fetch`: the client needs no retries or hooks a library would add,
 * and the first visit's JavaScript budget (docs/architecture.md) is better spent elsewhere.
 */
export function createApiClient({ baseUrl, getToken }: ApiClientOptions): ApiClient {
  function headersOf(extra: Record<string, string> = {}): Headers {
    const headers = new Headers({
      'X-Requested-With': 'XMLHttpRequest',
      Accept: 'application/json',
      ...extra,
    });
    const token = getToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    const xsrf = readXsrfCookie();
    if (xsrf) headers.set('X-XSRF-TOKEN', xsrf);
    return headers;
  }

  const fetchRaw: ApiClient['fetchRaw'] = (url, init = {}) =>
    fetch(url, { credentials: 'include', headers: headersOf(init.headers) });

  async function send<T>(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<T> {
    const { json, body, headers, searchParams, timeoutMs, fetch: transport = fetch } = options;
    const query = searchParams ? `?${new URLSearchParams(searchParams)}` : '';
    const init: RequestInit = {
      method: method.toUpperCase(),
      credentials: 'include',
      headers: headersOf(json === undefined ? headers : { 'Content-Type': 'application/json', ...headers }),
      body: json === undefined ? body : JSON.stringify(json),
      signal: timeoutMs === undefined ? undefined : AbortSignal.timeout(timeoutMs),
    };
    let response: Response;
    try {
      response = await transport(`${baseUrl}${path}${query}`, init);
    } catch (cause) {
      throw networkError(cause);
    }
    const parsed = await parseBody(response);
    if (!response.ok) throw httpError(response.status, parsed);
    return parsed as T;
  }

  return { send, fetchRaw, baseUrl };
}
