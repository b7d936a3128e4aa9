import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '#api-client/create-api-client.ts';
import { getText, listTexts } from '#api-client/texts.ts';
import { textDetailResponseSchema, textListResponseSchema } from '#contract/texts.ts';

/** Everything cached about texts starts with this key: a change to any text refreshes them all. */
export const textsKey = ['texts'] as const;

/** GET /api/texts: the signed-in owner's texts. */
export const textListQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: [...textsKey, 'list'],
    queryFn: async () => textListResponseSchema.parse(await listTexts(api)).data,
  });

/** GET /api/texts/{id}: one text with its sections. */
export const textDetailQuery = (api: ApiClient, id: number) =>
  queryOptions({
    queryKey: [...textsKey, 'detail', id],
    queryFn: async () => textDetailResponseSchema.parse(await getText(api, id)).data,
  });
