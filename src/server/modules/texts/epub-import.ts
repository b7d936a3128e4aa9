import type { UploadStorage } from '../../adapters/storage/upload-storage.ts';
import type { Db } from '../../db/database.ts';
import { extractEpubText } from './epub/extract-epub-text.ts';
import { writeParagraphs } from './paragraph-store.ts';
import * as repository from './repository.ts';
import { derivedColumns } from './text-stats.ts';

export interface EpubUpload {
  bytes: Uint8Array;
  /** From the form; each wins over the book's metadata when given. */
  title?: string;
  author?: string;
}

/**
 * Extracts the book's text in memory first (a refused EPUB leaves nothing behind), then inserts
 * the text with its paragraphs in one transaction while the original file is written; the
 * transaction commits only once the file is on disk. If anything fails the file is removed again,
 * so a failed import leaves neither a file nor rows. Answers the new text with its counts.
 */
export async function importEpub(
  db: Db,
  storage: UploadStorage,
  ownerId: number,
  upload: EpubUpload,
): Promise<repository.TextWithCounts> {
  const book = extractEpubText(upload.bytes);
  const title = (upload.title || book.title || 'Untitled').slice(0, 255);
  const author = upload.author || book.authors || 'Unknown author';
  const epubFilePath = storage.newPath('.epub');
  const writing = storage.write(epubFilePath, upload.bytes);
  // Handled here too: a write failing while the transaction is still busy is not "unhandled".
  writing.catch(() => {});
  try {
    return await db.transaction(async (tx) => {
      const text = await repository.insertText(tx, {
        ownerId,
        title,
        author,
        epubFilePath,
        ...derivedColumns(book.paragraphs),
      });
      await writeParagraphs(
        tx,
        text.id,
        book.paragraphs.map((content) => ({ content })),
      );
      await writing;
      return { ...text, paragraphsCount: book.paragraphs.length, questionCount: 0 };
    });
  } catch (error) {
    await writing.catch(() => {});
    await storage.remove(epubFilePath);
    throw error;
  }
}
