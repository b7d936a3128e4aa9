import type { ApiClient } from '#api-client/create-api-client.ts';
import { getAssignedList, getReaderAssignment, getSummary } from '#api-client/reading.ts';
import type { ReaderAssignment } from '#contract/reading.ts';
import { storePulledAssignments } from '../assignments/pull-my-assignments.ts';
import type { UserDb } from '../user-db.ts';
import { readingTables } from './reading-tables.ts';
import { storeReaderAssignment, storeSummary } from './store-reader-assignment.ts';

export const pullReaderAssignment = async (db: UserDb, api: ApiClient, uuid: string) =>
  storeReaderAssignment(db, await getReaderAssignment(api, uuid));

export const pullSummary = async (db: UserDb, api: ApiClient, uuid: string) =>
  storeSummary(db, uuid, await getSummary(api, uuid));

export interface AssignedText {
  uuid: string;
  textId: number;
  /** The text came from an EPUB file, which `GET /api/texts/{id}/epub` serves. */
  hasEpub: boolean;
  /** The addresses of its cover and pictures, each once. */
  imageSrcs: string[];
}

/** Every picture a reader payload shows: the cover, then each paragraph's, each address once. */
export function imageSrcsOf(text: ReaderAssignment['text']): string[] {
  const srcs = new Set<string>();
  if (text.cover) srcs.add(text.cover.src);
  for (const chunk of text.chunks)
    for (const paragraph of chunk.paragraphs) for (const image of paragraph.images ?? []) srcs.add(image.src);
  return [...srcs];
}

/**
 * Brings every text assigned to the pupil onto the device (docs/product.md §10): the list, then each open
 * assignment's reader payload, and the summary of each completed one not stored yet. One failing
 * assignment does not stop the others: its error is returned beside the texts that did arrive.
 */
export async function pullAssignedTexts(
  db: UserDb,
  api: ApiClient,
): Promise<{ texts: AssignedText[]; errors: unknown[] }> {
  const list = await getAssignedList(api);
  // My Assignments' own table too: the list the pupil opens an assignment from offline.
  await storePulledAssignments(db, list);
  const { summaries } = readingTables(db);
  const texts: AssignedText[] = [];
  const errors: unknown[] = [];
  for (const item of list) {
    try {
      if (item.status === 'rejected') continue;
      if (item.status === 'completed') {
        if (!(await summaries.get(item.uuid))) await pullSummary(db, api, item.uuid);
        continue;
      }
      const payload = await getReaderAssignment(api, item.uuid);
      await storeReaderAssignment(db, payload);
      texts.push({
        uuid: item.uuid,
        textId: payload.text.id,
        hasEpub: payload.text.epub_file_path !== null,
        imageSrcs: imageSrcsOf(payload.text),
      });
    } catch (error) {
      errors.push(error);
    }
  }
  return { texts, errors };
}
