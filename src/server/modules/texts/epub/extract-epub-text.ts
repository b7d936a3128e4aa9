import { EpubError } from './epub-error.ts';
import { packagePathFromContainer, parsePackageDocument } from './package-document.ts';
import { defaultUnzipLimits, type UnzipLimits, unzipEpub } from './unzip-epub.ts';
import { xhtmlParagraphs } from './xhtml-paragraphs.ts';

export interface EpubText {
  title: string;
  /** Every creator, joined with ', '. */
  authors: string;
  language: string;
  /** Plain-text paragraphs of the linear spine, in reading order. */
  paragraphs: string[];
}

const utf8 = new TextDecoder();
const EPUB_MIMETYPE = 'application/epub+zip';
const CONTAINER = 'META-INF/container.xml';

/**
 * Reads an EPUB's metadata and text without touching the disk: unzip (with zip-bomb caps) →
 * container.xml → package document → spine → XHTML → paragraphs. Only the documents it needs are
 * inflated; images and fonts are never decompressed. Throws `EpubError` (a 422) for anything that
 * is not a readable EPUB.
 */
export function extractEpubText(epub: Uint8Array, limits: UnzipLimits = defaultUnzipLimits): EpubText {
  const head = unzipEpub(
    epub,
    (name) => name === 'mimetype' || name === CONTAINER || name.endsWith('.opf'),
    limits,
  );
  const mimetype = head.mimetype && utf8.decode(head.mimetype).trim();
  const container = head[CONTAINER];
  if (mimetype !== EPUB_MIMETYPE || !container) {
    throw new EpubError('The file is not an EPUB (it has no EPUB mimetype or container).');
  }
  const opfPath = packagePathFromContainer(utf8.decode(container));
  const opf = head[opfPath] ?? unzipEpub(epub, (name) => name === opfPath, limits)[opfPath];
  if (!opf) throw new EpubError('The EPUB has no package document.');
  const book = parsePackageDocument(utf8.decode(opf), opfPath);

  const spinePaths = new Set(book.spine);
  const documents = unzipEpub(epub, (name) => spinePaths.has(name), limits);
  const paragraphs = book.spine.flatMap((path) => {
    const document = documents[path];
    return document ? xhtmlParagraphs(utf8.decode(document)) : [];
  });
  if (paragraphs.length === 0) throw new EpubError('The EPUB has no readable text.');
  return { title: book.title, authors: book.authors, language: book.language, paragraphs };
}
