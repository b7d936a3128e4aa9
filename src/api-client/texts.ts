import type { CreateTextBody, Text, TextDetail, UpdateTextBody } from '#contract/texts.ts';
import { paragraphRoutes, textPaths } from '#contract/texts.ts';
import { callRoute } from './call-route.ts';
import type { ApiClient } from './create-api-client.ts';
import { type UploadProgress, xhrFetch } from './xhr-fetch.ts';

// `send` hands its options to ky, which accepts a custom `fetch`: the EPUB upload uses one for progress.
declare module './create-api-client.ts' {
  interface RequestOptions {
    fetch?: typeof fetch;
  }
}

// Typed, not parsed here: the screens parse with the contract's schemas where they need the guarantee.
type TextList = { data: Text[] };
type TextWrite = { data: Text; message: string };

export const listTexts = (api: ApiClient) => api.send<TextList>('get', textPaths.list);

export const getText = (api: ApiClient, id: number) =>
  api.send<{ data: TextDetail }>('get', textPaths.text(id));

export const createText = (api: ApiClient, body: CreateTextBody) =>
  api.send<TextWrite>('post', textPaths.list, { json: body });

/** Multipart `epub_file` with optional `title` and `author`; `onProgress` gets the bytes sent (window only). */
export function uploadEpub(
  api: ApiClient,
  fields: { file: File; title?: string; author?: string },
  onProgress?: (progress: UploadProgress) => void,
) {
  const form = new FormData();
  if (fields.title) form.append('title', fields.title);
  if (fields.author) form.append('author', fields.author);
  form.append('epub_file', fields.file);
  return api.send<TextWrite>('post', textPaths.uploadEpub, {
    body: form,
    ...(onProgress ? { fetch: xhrFetch(onProgress) } : {}),
  });
}

/** Both forms of docs/product.md §7: the list's edit (`content`) or the editor's save (`status` and `chunks`). */
export const updateText = (api: ApiClient, id: number, body: UpdateTextBody) =>
  api.send<TextWrite>('put', textPaths.text(id), { json: body });

export const deleteText = (api: ApiClient, id: number) => api.send<unknown>('delete', textPaths.text(id));

export const getParagraphs = (api: ApiClient, id: number) => callRoute(api, paragraphRoutes.list, { id });

export const updateParagraph = (api: ApiClient, id: number, paragraphId: number, content: string) =>
  callRoute(api, paragraphRoutes.update, { id, paragraphId }, { json: { content } });

export const deleteParagraph = (api: ApiClient, id: number, paragraphId: number) =>
  callRoute(api, paragraphRoutes.remove, { id, paragraphId });

export const deleteQuestion = (api: ApiClient, id: number, questionId: number) =>
  callRoute(api, paragraphRoutes.removeQuestion, { id, questionId });
