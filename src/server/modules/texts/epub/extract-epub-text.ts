import { EpubError } from './epub-error.ts';
import { type PackageDocument, packagePathFromContainer, parsePackageDocument } from './package-document.ts';
import { navTitles, ncxTitles } from './table-of-contents.ts';
import { defaultUnzipLimits, type UnzipLimits, unzipEpub } from './unzip-epub.ts';
import { xhtmlParagraphs } from './xhtml-paragraphs.ts';

export interface EpubText {
  title: string;
  /** Every creator, joined with ', '. */
  authors: string;
  language: string;
  /** Plain-text paragraphs of the linear spine, in reading order. */
  paragraphs: string[];
  /** Entry titles of the navigation document (or NCX), in order; empty when the book has neither. */
  toc: string[];
}

const utf8 = new TextDecoder();
const EPUB_MIMETYPE = 'application/epub+zip';
const CONTAINER = 'META-INF/container.xml';
const likelyNeeded = /\.(?:opf|xhtml|html|htm|ncx)$/i;

/** The navigation document's titles, else the NCX's (EPUB 2 books have only that). */
function tocOf(book: PackageDocument, files: Record<string, Uint8Array>): string[] {
  const nav = book.navPath ? files[book.navPath] : undefined;
  const titles = nav ? navTitles(utf8.decode(nav)) : [];
  const ncx = book.ncxPath ? files[book.ncxPath] : undefined;
  return titles.length > 0 || !ncx ? titles : ncxTitles(utf8.decode(ncx));
}

/**
 * Reads an EPUB's metadata and text without touching the disk: unzip (with zip-bomb caps) →
 * container.xml → package document → spine → XHTML → paragraphs. Only text documents are
 * inflated; images and fonts never are. Throws `EpubError` (a 422) for anything that is not a
 * readable EPUB.
 */
export function extractEpubText(epub: Uint8Array, limits: UnzipLimits = defaultUnzipLimits): EpubText {
  // One pass usually does: the small OCF files and every (X)HTML document, read before the spine
  // is known. Images, fonts and styles are never inflated.
  const files = unzipEpub(
    epub,
    (name) => name === 'mimetype' || name === CONTAINER || likelyNeeded.test(name),
    limits,
  );
  const ensure = (paths: string[]) => {
    const missing = new Set(paths.filter((path) => !files[path]));
    if (missing.size > 0)
      Object.assign(
        files,
        unzipEpub(epub, (name) => missing.has(name), limits),
      );
  };
  const mimetype = files.mimetype && utf8.decode(files.mimetype).trim();
  const container = files[CONTAINER];
  if (mimetype !== EPUB_MIMETYPE || !container) {
    throw new EpubError('The file is not an EPUB (it has no EPUB mimetype or container).');
  }
  const opfPath = packagePathFromContainer(utf8.decode(container));
  ensure([opfPath]);
  const opf = files[opfPath];
  if (!opf) throw new EpubError('The EPUB has no package document.');
  const book = parsePackageDocument(utf8.decode(opf), opfPath);

  ensure([book.spine, book.navPath ?? [], book.ncxPath ?? []].flat());
  const paragraphs = book.spine.flatMap((path) => {
    const document = files[path];
    return document ? xhtmlParagraphs(utf8.decode(document)) : [];
  });
  if (paragraphs.length === 0) throw new EpubError('The EPUB has no readable text.');
  return {
    title: book.title,
    authors: book.authors,
    language: book.language,
    paragraphs,
    toc: tocOf(book, files),
  };
}
