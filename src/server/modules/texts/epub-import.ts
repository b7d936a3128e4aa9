import { posix } from 'node:path';
import type { UploadStorage } from '../../adapters/storage/upload-storage.ts';
import type { Database } from '../../db/database.ts';
import { loadedOnce } from '../../loaded-once.ts';
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

type ImagePreparer = typeof import('./prepare-images.ts');

// Neither the XML parser nor sharp is needed to serve readers (docs/architecture.md §14).
const loadEpubReader = loadedOnce(() => import('./epub/extract-epub-text.ts'));
const loadImagePreparer = loadedOnce((): Promise<ImagePreparer> => import('./prepare-images.ts'));

const NO_IMAGES = { images: [] as ImportedImage[], droppedImages: [] as string[] };

/**
 * Prepares and stores each picture of the book once (docs/architecture.md §6). Every file it
 * wrote is listed in `written` as soon as it is, so a refused import can remove them all. Before
 * this returns, each plain picture's file is being created and every other picture's header is
 * handed to sharp, so the thread pool does both while the caller goes on.
 */
async function storeImages(
  { DroppedImage, preparedAtOnce, preparedBySharp }: ImagePreparer,
  storage: UploadStorage,
  book: EpubText,
  written: string[],
) {
  const stored: StoredImages = new Map();
  const droppedImages: string[] = [];
  // Settled, not Promise.all: a refused import removes its files only once no write is still under way.
  const settled = await Promise.allSettled(
    [...book.imageBytes].map(async ([path, bytes]) => {
      try {
        // Not `await prepareImage`: its answer for a plain picture would come only once the caller
        // had worked out the reading level, and its file would be created after that.
        const image = preparedAtOnce(path, bytes) ?? (await preparedBySharp(path, bytes));
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
 * it does so in the thread pool while the main thread reads), then stores its pictures while the
 * language and reading level are worked out, then inserts the text with its paragraphs and pictures in one statement. A refused EPUB or a failed
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
  let storing: Promise<typeof NO_IMAGES> = Promise.resolve(NO_IMAGES);
  try {
    const { extractEpubText } = await loadEpubReader();
    const book = extractEpubText(upload.bytes);
    const preparer = book.imageBytes.size > 0 ? await loadImagePreparer() : undefined;
    // The pictures are read and written in the thread pool while this thread works out the language
    // and the reading level; handled at once, like `writing`, and awaited below.
    if (preparer) storing = storeImages(preparer, storage, book, written);
    storing.catch(() => {});
    const text = {
      ownerId,
      title: (upload.title || book.title || 'Untitled').slice(0, 255),
      author: upload.author || book.authors || 'Unknown author',
      epubFilePath,
      // The book's own dc:language when it is a valid tag (the Arabic sample says 'ar'); else detected.
      ...derivedColumns(book.paragraphs, book.language),
    };
    const { images, droppedImages } = await storing;
    await writing;
    const row = await insertImportedText(database, text, book.paragraphs, images);
    const coverName = images.find((image) => image.paragraph_index === null)?.name ?? null;
    return {
      text: { ...row, paragraphsCount: book.paragraphs.length, questionCount: 0, coverName },
      droppedImages,
    };
  } catch (error) {
    // Every write has ended (or failed) before its file is removed.
    await Promise.allSettled([writing, storing]);
    await Promise.all(written.map((path) => storage.remove(path)));
    throw error;
  }
}
