import type { UploadStorage } from '../../adapters/storage/upload-storage.ts';
import type { Database } from '../../db/database.ts';
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
 * Starts storing the original file before the book is read (creating a file can wait on the disk;
 * it does so in the thread pool while the main thread reads), then inserts the text with its
 * paragraphs in one statement, once the file is written. A refused EPUB or a failed insert removes
 * the file again, so it leaves neither a file nor rows. Answers the new text with its counts.
 */
export async function importEpub(
  database: Database,
  storage: UploadStorage,
  ownerId: number,
  upload: EpubUpload,
): Promise<TextWithCounts> {
  const epubFilePath = storage.newPath('.epub');
  const writing = storage.write(epubFilePath, upload.bytes);
  // Handled at once too: a write failing while the book is being read is not "unhandled".
  writing.catch(() => {});
  try {
    // Loaded on the first import: the XML parser is not needed to serve readers (docs/architecture.md §14).
    const { extractEpubText } = await import('./epub/extract-epub-text.ts');
    const book = extractEpubText(upload.bytes);
    const text = {
      ownerId,
      title: (upload.title || book.title || 'Untitled').slice(0, 255),
      author: upload.author || book.authors || 'Unknown author',
      epubFilePath,
      ...derivedColumns(book.paragraphs),
    };
    await writing;
    const row = await insertImportedText(database, text, book.paragraphs);
    return { ...row, paragraphsCount: book.paragraphs.length, questionCount: 0 };
  } catch (error) {
    await writing.catch(() => {});
    await storage.remove(epubFilePath);
    throw error;
  }
}
