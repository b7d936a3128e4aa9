import { endpoints } from '#contract/endpoints.ts';
import type { CreateTextBody, textRoutes, UpdateTextBody } from '#contract/texts.ts';
import { callRoute } from './call-route.ts';
import type { ApiClient } from './create-api-client.ts';
import { type UploadProgress, xhrFetch } from './xhr-fetch.ts';

// `send` hands its options to ky, which accepts a custom `fetch`: the EPUB upload uses one for progress.
declare module './create-api-client.ts' {
  interface RequestOptions {
    fetch?: typeof fetch;
  }
}

type Routes = typeof textRoutes;
const at = endpoints.texts;

export const listTexts = (api: ApiClient) => callRoute<Routes['list']>(api, at.list);

export const getText = (api: ApiClient, id: number) =>
  callRoute<Routes['show']>(api, at.show, { params: { id } });

export const createText = (api: ApiClient, body: CreateTextBody) =>
  callRoute<Routes['create']>(api, at.create, { json: body });

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
  return callRoute<Routes['uploadEpub']>(api, at.uploadEpub, {
    body: form,
    ...(onProgress ? { fetch: xhrFetch(onProgress) } : {}),
  });
}

/** Both forms of docs/product.md §7: the list's edit (`content`) or the editor's save (`status` and `chunks`). */
export const updateText = (api: ApiClient, id: number, body: UpdateTextBody) =>
  callRoute<Routes['update']>(api, at.update, { params: { id }, json: body });

export const deleteText = (api: ApiClient, id: number) =>
  callRoute<Routes['remove']>(api, at.remove, { params: { id } });

export const getParagraphs = (api: ApiClient, id: number) =>
  callRoute<Routes['paragraphs']>(api, at.paragraphs, { params: { id } });

export const updateParagraph = (api: ApiClient, id: number, paragraphId: number, content: string) =>
  callRoute<Routes['updateParagraph']>(api, at.updateParagraph, {
    params: { id, paragraphId },
    json: { content },
  });

export const deleteParagraph = (api: ApiClient, id: number, paragraphId: number) =>
  callRoute<Routes['removeParagraph']>(api, at.removeParagraph, { params: { id, paragraphId } });

export const deleteQuestion = (api: ApiClient, id: number, questionId: number) =>
  callRoute<Routes['removeQuestion']>(api, at.removeQuestion, { params: { id, questionId } });

/**
 * A picture of a text (`src` as the contract gives it: `/api/texts/{id}/images/{name}`). Fetched
 * with the token like any call, since an img element cannot send one; offline the service worker
 * answers from the pupil's own cache (sw/assigned-texts.ts).
 */
export async function getTextImage(api: ApiClient, src: string): Promise<Blob> {
  const response = await api
    .fetchRaw(`${api.baseUrl}${src}`, { headers: { Accept: 'image/*' } })
    .catch(() => undefined);
  if (!response?.ok) throw new Error(`The picture ${src} could not be loaded.`);
  return response.blob();
}
