import { isAscii } from 'node:buffer';
import { EpubError } from './epub-error.ts';
import { packagePathFromContainer, parsePackageDocument } from './package-document.ts';
import { defaultUnzipLimits, type EpubArchive, openEpubArchive, type UnzipLimits } from './unzip-epub.ts';
import { xhtmlParagraphs } from './xhtml-paragraphs.ts';

export interface EpubText {
  title: string;
  /** Every creator, joined with ', '. */
  authors: string;
  /** Plain-text paragraphs of the linear spine, in reading order. */
  paragraphs: string[];
}

const utf8 = new TextDecoder();
/** UTF-8 text; ASCII-only documents (many are) take the much cheaper Latin-1 copy, which reads them the same. */
const decode = (bytes: Uint8Array) =>
  isAscii(bytes)
    ? Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1')
    : utf8.decode(bytes);
const EPUB_MIMETYPE = 'application/epub+zip';
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
      texts.set(path, bytes && decode(bytes));
    }
    return texts.get(path);
  };
}

/**
 * Reads an EPUB's metadata and text without touching the disk: the ZIP's central directory (with
 * zip-bomb caps) → container.xml → package document → spine → XHTML → paragraphs. Only the
 * documents the book reads are inflated; images, fonts and styles never are. Throws `EpubError`
 * (a 422) for anything that is not a readable EPUB.
 */
export function extractEpubText(epub: Uint8Array, limits: UnzipLimits = defaultUnzipLimits): EpubText {
  const textOf = textReader(openEpubArchive(epub, limits));
  const container = textOf(CONTAINER);
  if (textOf('mimetype')?.trim() !== EPUB_MIMETYPE || container === undefined) {
    throw new EpubError('The file is not an EPUB (it has no EPUB mimetype or container).');
  }
  const opfPath = packagePathFromContainer(container);
  const opf = textOf(opfPath);
  if (opf === undefined) throw new EpubError('The EPUB has no package document.');
  const book = parsePackageDocument(opf, opfPath);
  const paragraphs = book.spine.flatMap((path) => {
    const document = textOf(path);
    return document === undefined ? [] : xhtmlParagraphs(document);
  });
  if (paragraphs.length === 0) throw new EpubError('The EPUB has no readable text.');
  return {
    title: book.title,
    authors: book.authors,
    paragraphs,
  };
}
