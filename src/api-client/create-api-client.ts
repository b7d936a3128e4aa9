import ky, { type KyInstance } from 'ky';
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
}

export interface ApiClient {
  /** Sends one call; resolves with the parsed JSON (undefined when empty), rejects with an `ApiError`. */
  send<T>(method: HttpMethod, path: string, options?: RequestOptions): Promise<T>;
  /** The underlying ky instance with the same headers, for the rare call that needs the raw response. */
  readonly ky: KyInstance;
  /** The origin `send` puts before a path, for calls made through `ky`. */
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

/** Headers of docs/product.md §7 on every call; no timeout; HTTP and network failures become typed `ApiError`s. */
export function createApiClient({ baseUrl, getToken }: ApiClientOptions): ApiClient {
  const instance = ky.create({
    credentials: 'include',
    timeout: false,
    retry: 0,
    throwHttpErrors: false,
    headers: { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' },
    hooks: {
      beforeRequest: [
        (request) => {
          const token = getToken();
          if (token) request.headers.set('Authorization', `Bearer ${token}`);
          const xsrf = readXsrfCookie();
          if (xsrf) request.headers.set('X-XSRF-TOKEN', xsrf);
        },
      ],
    },
  });

  async function send<T>(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<T> {
    const { timeoutMs, ...kyOptions } = options;
    let response: Response;
    try {
      response = await instance(`${baseUrl}${path}`, { method, ...kyOptions, timeout: timeoutMs ?? false });
    } catch (cause) {
      throw networkError(cause);
    }
    const body = await parseBody(response);
    if (!response.ok) throw httpError(response.status, body);
    return body as T;
  }

  return { send, ky: instance, baseUrl };
}
