import { posix } from 'node:path';
import type { UploadStorage } from '../../adapters/storage/upload-storage.ts';
import type { Database } from '../../db/database.ts';
import type { EpubText } from './epub/extract-epub-text.ts';
import { type ImportedImage, insertImportedText } from './insert-imported-text.ts';
import type { TextWithCounts } from './repository.ts';
import { derivedColumns } from './text-stats.ts';

export interface EpubUpload {
  bytes: Uint8Array;
  /** From the form; each wins over the book's metadata when given. */
  title?: string;
  author?: string;
}

export interface ImportedEpub {
  text: TextWithCounts;
  /** One sentence per picture left out (hostile or unreadable); the rest of the book is imported. */
  droppedImages: string[];
}

/** A stored picture of the book, by archive path; undefined when it was left out. */
type StoredImages = Map<string, Omit<ImportedImage, 'paragraph_index' | 'position' | 'alt'> | undefined>;

/**
 * Prepares and stores each picture of the book once (docs/architecture.md §6). Every file it
 * wrote is listed in `written` as soon as it is, so a refused import can remove them all.
 */
async function storeImages(storage: UploadStorage, book: EpubText, written: string[]) {
  // Loaded on the first picture: sharp is not needed to serve readers (docs/architecture.md §14).
  const { DroppedImage, prepareImage } = await import('./prepare-images.ts');
  const stored: StoredImages = new Map();
  const droppedImages: string[] = [];
  // Settled, not Promise.all: a refused import removes its files only once no write is still under way.
  const settled = await Promise.allSettled(
    [...book.imageBytes].map(async ([path, bytes]) => {
      try {
        const image = await prepareImage(path, bytes);
        const filePath = storage.newPath(image.extension);
        written.push(filePath);
        await storage.write(filePath, image.bytes);
        const { mediaType: media_type, width, height } = image;
        stored.set(path, { name: posix.basename(filePath), file_path: filePath, media_type, width, height });
      } catch (error) {
        if (!(error instanceof DroppedImage)) throw error;
        droppedImages.push(error.message);
      }
    }),
  );
  for (const outcome of settled) if (outcome.status === 'rejected') throw outcome.reason;
  const images: ImportedImage[] = [];
  const cover = book.coverPath === undefined ? undefined : stored.get(book.coverPath);
  if (cover) images.push({ ...cover, paragraph_index: null, position: 0, alt: '' });
  for (const [position, image] of book.images.entries()) {
    const file = stored.get(image.path);
    if (file) images.push({ ...file, paragraph_index: image.paragraphIndex, position, alt: image.alt });
  }
  return { images, droppedImages: droppedImages.sort() };
}

/**
 * Starts storing the original file before the book is read (creating a file can wait on the disk;
 * it does so in the thread pool while the main thread reads), then stores its pictures, then
 * inserts the text with its paragraphs and pictures in one statement. A refused EPUB or a failed
 * insert removes the files again, so it leaves neither a file nor rows. Answers the new text with
 * its counts and the pictures left out.
 */
export async function importEpub(
  database: Database,
  storage: UploadStorage,
  ownerId: number,
  upload: EpubUpload,
): Promise<ImportedEpub> {
  const epubFilePath = storage.newPath('.epub');
  const written = [epubFilePath];
  const writing = storage.write(epubFilePath, upload.bytes);
  // Handled at once too: a write failing while the book is being read is not "unhandled".
  writing.catch(() => {});
  try {
    // Loaded on the first import: the XML parser is not needed to serve readers (docs/architecture.md §14).
    const { extractEpubText } = await import('./epub/extract-epub-text.ts');
    const book = extractEpubText(upload.bytes);
    const { images, droppedImages } =
      book.imageBytes.size > 0
        ? await storeImages(storage, book, written)
        : { images: [], droppedImages: [] };
    const text = {
      ownerId,
      title: (upload.title || book.title || 'Untitled').slice(0, 255),
      author: upload.author || book.authors || 'Unknown author',
      epubFilePath,
      // The book's own dc:language when it is a valid tag (the Arabic sample says 'ar'); else detected.
      ...derivedColumns(book.paragraphs, book.language),
    };
    await writing;
    const row = await insertImportedText(database, text, book.paragraphs, images);
    const coverName = images.find((image) => image.paragraph_index === null)?.name ?? null;
    return {
      text: { ...row, paragraphsCount: book.paragraphs.length, questionCount: 0, coverName },
      droppedImages,
    };
  } catch (error) {
    await writing.catch(() => {});
    await Promise.all(written.map((path) => storage.remove(path)));
    throw error;
  }
}
