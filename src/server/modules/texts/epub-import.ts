import type { UploadStorage } from '../../adapters/storage/upload-storage.ts';
import type { Db } from '../../db/database.ts';
import { extractEpubText } from './epub/extract-epub-text.ts';
import * as repository from './repository.ts';
import { derivedColumns } from './text-stats.ts';

export interface EpubUpload {
  bytes: Uint8Array;
  /** From the form; each wins over the book's metadata when given. */
  title?: string;
  author?: string;
}

/**
 * Extracts the book's text in memory first (a refused EPUB leaves nothing behind), then stores the
 * original file and inserts the text with its paragraphs in one transaction; if that fails the
 * file is removed again, so a failed import leaves neither a file nor rows.
 */
export async function importEpub(db: Db, storage: UploadStorage, ownerId: number, upload: EpubUpload) {
  const book = extractEpubText(upload.bytes);
  const title = (upload.title || book.title || 'Untitled').slice(0, 255);
  const author = upload.author || book.authors || 'Unknown author';
  const epubFilePath = await storage.save(upload.bytes, '.epub');
  try {
    return await db.transaction(async (tx) => {
      const textId = await repository.insertText(tx, {
        ownerId,
        title,
        author,
        epubFilePath,
        ...derivedColumns(book.paragraphs),
      });
      await repository.insertParagraphs(
        tx,
        textId,
        book.paragraphs.map((content) => ({ content })),
      );
      return textId;
    });
  } catch (error) {
    await storage.remove(epubFilePath);
    throw error;
  }
}
