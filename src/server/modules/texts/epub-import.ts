import type { UploadStorage } from '../../adapters/storage/upload-storage.ts';
import type { Database } from '../../db/database.ts';
import { extractEpubText } from './epub/extract-epub-text.ts';
import { insertImportedText } from './insert-imported-text.ts';
import type { TextWithCounts } from './repository.ts';
import { derivedColumns } from './text-stats.ts';

export interface EpubUpload {
  bytes: Uint8Array;
  /** From the form; each wins over the book's metadata when given. */
  title?: string;
  author?: string;
}

/**
 * Reads the book, stores the original file, then inserts the text with its paragraphs in one
 * statement. A refused EPUB never reaches the disk; a failed write or insert removes the file
 * again, so it leaves neither a file nor rows. Answers the new text with its counts.
 */
export async function importEpub(
  database: Database,
  storage: UploadStorage,
  ownerId: number,
  upload: EpubUpload,
): Promise<TextWithCounts> {
  const book = extractEpubText(upload.bytes);
  const epubFilePath = storage.newPath('.epub');
  const text = {
    ownerId,
    title: (upload.title || book.title || 'Untitled').slice(0, 255),
    author: upload.author || book.authors || 'Unknown author',
    epubFilePath,
    ...derivedColumns(book.paragraphs),
  };
  try {
    await storage.write(epubFilePath, upload.bytes);
    const row = await insertImportedText(database, text, book.paragraphs);
    return { ...row, paragraphsCount: book.paragraphs.length, questionCount: 0 };
  } catch (error) {
    await storage.remove(epubFilePath);
    throw error;
  }
}
