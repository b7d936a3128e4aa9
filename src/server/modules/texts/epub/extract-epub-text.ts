import { archivePath } from './archive-path.ts';
import { BookStylesheets } from './book-stylesheets.ts';
import { decodeUtf8, documentPieces } from './document-pieces.ts';
import { EpubError } from './epub-error.ts';
import { packagePathFromContainer, parsePackageDocument } from './package-document.ts';
import { pageStyles } from './page-styles.ts';
import { isPositioned } from './positioned-html.ts';
import { defaultUnzipLimits, type EpubArchive, openEpubArchive, type UnzipLimits } from './unzip-epub.ts';
import { xhtmlContent, xhtmlPiecesContent } from './xhtml-paragraphs.ts';

/** An illustration of the book: the archive entry, its alt text and the paragraph it is shown before. */
export interface BookImage {
  paragraphIndex: number;
  path: string;
  alt: string;
}

export interface EpubText {
  title: string;
  /** Every creator, joined with ', '. */
  authors: string;
  /** The package's `dc:language` as written; '' when it has none. */
  language: string;
  /** Plain-text paragraphs of the linear spine, in reading order. */
  paragraphs: string[];
  /** In reading order; an image after the last paragraph goes with the last paragraph. */
  images: BookImage[];
  /** The archive path of the declared cover image, when the archive has it. */
  coverPath: string | undefined;
  /** The bytes of every image above (and of the cover), by archive path. */
  imageBytes: Map<string, Uint8Array>;
}

/** More pictures than any picture book has: past this a book's pictures are left out. */
const MAX_IMAGES = 400;

const EPUB_MIMETYPE = 'application/epub+zip';
/** As pageStyles finds a page's body. */
const bodyStart = /<body\b/i;
const CONTAINER = 'META-INF/container.xml';

/**
 * The text of the archive's entries, each inflated and decoded once however often it is asked
 * for (a spine listing one document many times must not inflate it many times); undefined when
 * there is no such entry.
 */
function textReader(archive: EpubArchive) {
  const texts = new Map<string, string | undefined>();
  return (path: string | undefined): string | undefined => {
    if (path === undefined) return undefined;
    if (!texts.has(path)) {
      const bytes = archive.read(path);
      texts.set(path, bytes && decodeUtf8(bytes));
    }
    return texts.get(path);
  };
}

/** The spine's documents, each inflated and decoded in pieces once however often the spine lists it. */
function documentReader(archive: EpubArchive) {
  const documents = new Map<string, string[] | undefined>();
  return (path: string): string[] | undefined => {
    if (!documents.has(path)) {
      const bytes = archive.read(path);
      documents.set(path, bytes && documentPieces(bytes));
    }
    return documents.get(path);
  };
}

/**
 * A content document's paragraphs and images. A flowing page is read piece by piece, so that no
 * string as long as a long chapter is made (document-pieces.ts); a page that a stylesheet may
 * place (the book is pre-paginated, or its head may have a viewport: pageStyles) or that places
 * boxes itself is read whole. Neither test can match across a cut, which comes just before a "<".
 */
function documentContent(
  pieces: string[],
  path: string,
  stylesheets: BookStylesheets,
  prePaginated: boolean,
) {
  const mayBePlaced = prePaginated || headMentionsViewport(pieces);
  if (!mayBePlaced && !pieces.some(isPositioned)) return xhtmlPiecesContent(pieces);
  const document = pieces.join('');
  return xhtmlContent(document, pageStyles(document, path, stylesheets, prePaginated));
}

/** Whether "viewport" comes before the body starts: only a viewport in its head places a flowing page. */
function headMentionsViewport(pieces: string[]) {
  for (const piece of pieces) {
    const body = piece.search(bodyStart);
    if ((body < 0 ? piece : piece.slice(0, body)).includes('viewport')) return true;
    if (body >= 0) return false;
  }
  return false;
}

/**
 * Reads an EPUB's metadata and text without touching the disk: the ZIP's central directory (with
 * zip-bomb caps) → container.xml → package document → spine → XHTML → paragraphs. Only the
 * documents the book reads are inflated, and the stylesheets of fixed-layout pages; images are
 * read once each, fonts never. Throws `EpubError`
 * (a 422) for anything that is not a readable EPUB.
 */
export function extractEpubText(epub: Uint8Array, limits: UnzipLimits = defaultUnzipLimits): EpubText {
  const archive = openEpubArchive(epub, limits);
  const textOf = textReader(archive);
  const container = textOf(CONTAINER);
  if (textOf('mimetype')?.trim() !== EPUB_MIMETYPE || container === undefined) {
    throw new EpubError('The file is not an EPUB (it has no EPUB mimetype or container).');
  }
  const opfPath = packagePathFromContainer(container);
  const opf = textOf(opfPath);
  if (opf === undefined) throw new EpubError('The EPUB has no package document.');
  const book = parsePackageDocument(opf, opfPath);
  const paragraphs: string[] = [];
  const found: BookImage[] = [];
  const stylesheets = new BookStylesheets((path) => textOf(path));
  const piecesOf = documentReader(archive);
  for (const path of book.spine) {
    const pieces = piecesOf(path);
    if (pieces === undefined) continue;
    const content = documentContent(pieces, path, stylesheets, book.prePaginated);
    // An image after a document's last paragraph precedes the next document's first: an
    // image-only page goes with the text that follows it.
    for (const image of content.images) {
      const imagePath = archivePath(path, image.src);
      if (imagePath !== undefined)
        found.push({ paragraphIndex: paragraphs.length + image.before, path: imagePath, alt: image.alt });
    }
    for (const paragraph of content.paragraphs) paragraphs.push(paragraph);
  }
  if (paragraphs.length === 0) throw new EpubError('The EPUB has no readable text.');
  return {
    title: book.title,
    authors: book.authors,
    language: book.language,
    paragraphs,
    ...bookImages(archive, book.coverPath, found, paragraphs.length),
  };
}

/**
 * The images the archive has, their bytes read once each: the cover is shown apart, so a page that
 * only repeats it is not an illustration too.
 */
function bookImages(
  archive: EpubArchive,
  declaredCover: string | undefined,
  found: BookImage[],
  count: number,
) {
  const imageBytes = new Map<string, Uint8Array>();
  const has = (path: string) => {
    if (!imageBytes.has(path)) {
      if (imageBytes.size >= MAX_IMAGES) return false;
      const bytes = archive.read(path);
      if (bytes) imageBytes.set(path, bytes);
    }
    return imageBytes.has(path);
  };
  const coverPath = declaredCover !== undefined && has(declaredCover) ? declaredCover : undefined;
  const images = found
    .filter((image) => image.path !== coverPath && has(image.path))
    .map((image) => ({ ...image, paragraphIndex: Math.min(image.paragraphIndex, count - 1) }));
  return { images, coverPath, imageBytes };
}
