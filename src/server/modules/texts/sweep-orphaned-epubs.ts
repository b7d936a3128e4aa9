import { inArray } from 'drizzle-orm';
import type { UploadStorage } from '../../adapters/storage/upload-storage.ts';
import type { Db } from '../../db/database.ts';
import { texts } from '../../db/schema.ts';

/**
 * Removes stored EPUBs no text refers to, written before `before`. An import stores its file before
 * it inserts the text, and removes the file when the insert fails, but a process killed in between
 * leaves the file behind; so does one killed between deleting a text and its file. Only `.epub` files:
 * other uploads are other modules' business.
 */
export async function sweepOrphanedEpubs(db: Db, storage: UploadStorage, before: Date): Promise<number> {
  const stored = await storage.list('.epub', before);
  if (stored.length === 0) return 0;
  const rows = await db
    .select({ path: texts.epubFilePath })
    .from(texts)
    .where(inArray(texts.epubFilePath, stored));
  const referenced = new Set(rows.map((row) => row.path));
  const orphans = stored.filter((path) => !referenced.has(path));
  for (const path of orphans) await storage.remove(path);
  return orphans.length;
}
