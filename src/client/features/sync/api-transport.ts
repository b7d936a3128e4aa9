import { isApiError, isNetworkError } from '#api-client/api-error.ts';
import type { ApiClient, HttpMethod } from '#api-client/create-api-client.ts';
import { NetworkError, type OutboxTransport } from '#local-db/outbox-transport.ts';

/**
 * The outbox transport of the window: the store's API client, so the bearer token, XSRF header and
 * base URL are the app's own. Any HTTP answer resolves; no answer at all is a `NetworkError`.
 */
export function createApiTransport(api: ApiClient): OutboxTransport {
  return async (entry) => {
    const json = entry.body === null || entry.body === undefined ? undefined : entry.body;
    try {
      const body = await api.send<unknown>(entry.method.toLowerCase() as HttpMethod, entry.path, {
        json,
        headers: { 'Idempotency-Key': entry.id },
      });
      return { status: 200, body: body ?? null };
    } catch (error) {
      if (isNetworkError(error) || !isApiError(error)) throw new NetworkError(undefined, { cause: error });
      return { status: error.status, body: error.body ?? null };
    }
  };
}
