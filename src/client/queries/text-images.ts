import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '#api-client/create-api-client.ts';
import { getTextImage } from '#api-client/texts.ts';

/**
 * One picture of a text, fetched with the token. A picture's address never shows other bytes
 * (the server serves it as immutable), so it is never stale; offline, the service worker answers
 * for an assigned text's pictures.
 */
export const textImageQuery = (api: ApiClient, src: string) =>
  queryOptions({
    queryKey: ['text-images', src],
    queryFn: () => getTextImage(api, src),
    staleTime: Number.POSITIVE_INFINITY,
  });
