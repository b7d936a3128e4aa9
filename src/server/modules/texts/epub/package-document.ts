import { posix } from 'node:path';
import { SaxesParser } from 'saxes';
import { stripNul } from '../../../strip-nul.ts';
import { EpubError } from './epub-error.ts';

export interface PackageDocument {
  title: string;
  authors: string;
  /** Archive paths of the linear spine's content documents, in reading order. */
  spine: string[];
  /** The first `dc:language` as written (a BCP 47 tag, if the book is well made); '' when there is none. */
  language: string;
  /** Archive path of the cover image the package declares (EPUB 3 `cover-image`, EPUB 2 `meta name="cover"`). */
  coverPath: string | undefined;
  /** Whether the book declares its pages fixed-layout (`rendition:layout` pre-paginated). */
  prePaginated: boolean;
}

/** An element of a small XML document, names without their namespace prefix (`dc:title` is `title`). */
interface XmlElement {
  name: string;
  /** The enclosing element's name; '' for the root. */
  parent: string;
  attributes: Record<string, string>;
  /** Its own text and CDATA, not its children's. */
  text: string;
}

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/** What saxes reports of text it can still read: a reference to an undeclared entity, a character XML forbids. */
const forgivenErrors = new Set(['undefined entity.', 'disallowed character.', 'malformed character entity.']);

/** An "&" that starts no reference: saxes reads it as an entity name up to the next ";", tags and all. */
const bareAmpersand = /&(?![A-Za-z_][\w.:-]*;|#\d+;|#x[\da-fA-F]+;)/g;

class NotReadable extends Error {}

/** Every element of `source`, in document order; throws `NotReadable` on a fault saxes cannot read past. */
function parseElements(source: string): XmlElement[] {
  const elements: XmlElement[] = [];
  const open: XmlElement[] = [];
  const parser = new SaxesParser({ position: false });
  parser.on('error', (error) => {
    if (!forgivenErrors.has(error.message)) throw new NotReadable(error.message);
  });
  parser.on('opentag', (tag) => {
    const attributes: Record<string, string> = {};
    for (const [name, value] of Object.entries(tag.attributes)) attributes[localName(name)] = value;
    const element = { name: localName(tag.name), parent: open.at(-1)?.name ?? '', attributes, text: '' };
    elements.push(element);
    if (!tag.isSelfClosing) open.push(element);
  });
  parser.on('closetag', (tag) => {
    if (!tag.isSelfClosing) open.pop();
  });
  const addText = (text: string) => {
    const element = open.at(-1);
    if (element) element.text += text;
  };
  parser.on('text', addText);
  parser.on('cdata', addText);
  parser.write(source).close();
  return elements;
}

/**
 * Every element of `source`, in document order. The container and the package document are a few
 * KB each: a SAX pass into a flat list is all they need (a tree-building parser spent more time
 * setting itself up than reading them). It forgives faults in the text (an undeclared `&nbsp;`, a
 * stray control character), and reads a document again with the two faults books are made with
 * repaired (a bare "&" in a title, blank space before the XML declaration). A fault in the
 * structure (a tag closed out of order, a document cut short) makes it a broken EPUB (a 422).
 */
function xmlElements(source: string, what: string): XmlElement[] {
  try {
    return parseElements(source);
  } catch (error) {
    if (!(error instanceof NotReadable)) throw error;
  }
  try {
    return parseElements(source.trimStart().replace(bareAmpersand, '&amp;'));
  } catch (error) {
    if (error instanceof NotReadable) throw new EpubError(`The EPUB's ${what} is not readable XML.`);
    throw error;
  }
}

/** A percent-encoded href as a path; one that is not validly encoded is taken as written. */
function decodedHref(href: string) {
  try {
    return decodeURIComponent(href);
  } catch {
    return href;
  }
}

const cleanText = (element: XmlElement) => stripNul(element.text).replace(/\s+/g, ' ').trim();
const attr = (element: XmlElement | undefined, name: string) => element?.attributes[name] ?? '';

/** The package document's path, from META-INF/container.xml. */
export function packagePathFromContainer(containerXml: string): string {
  const path = xmlElements(containerXml, 'container (META-INF/container.xml)')
    .filter((element) => element.name === 'rootfile' && element.parent === 'rootfiles')
    .map((rootfile) => attr(rootfile, 'full-path'))
    .find(Boolean);
  if (!path) throw new EpubError('The EPUB has no package document.');
  return path;
}

/** Metadata and linear spine order of an OPF package document. */
export function parsePackageDocument(opfXml: string, opfPath: string): PackageDocument {
  const elements = xmlElements(opfXml, 'package document');
  if (elements[0]?.name !== 'package') throw new EpubError('The EPUB package document is unreadable.');
  const within = (parent: string, name: string) =>
    elements.filter((element) => element.parent === parent && element.name === name);
  const base = posix.dirname(opfPath);
  const resolve = (href: string) => posix.normalize(posix.join(base, decodedHref(href.split('#')[0] ?? '')));
  const byId = new Map(within('manifest', 'item').map((item) => [attr(item, 'id'), item]));
  const spine = within('spine', 'itemref')
    .filter((ref) => attr(ref, 'linear') !== 'no')
    .map((ref) => byId.get(attr(ref, 'idref')))
    .filter((item) => attr(item, 'media-type').includes('html'))
    .map((item) => resolve(attr(item, 'href')));
  const coverItem =
    within('manifest', 'item').find((item) =>
      attr(item, 'properties').split(/\s+/).includes('cover-image'),
    ) ??
    byId.get(
      attr(
        within('metadata', 'meta').find((meta) => attr(meta, 'name') === 'cover'),
        'content',
      ),
    );
  const coverPath = attr(coverItem, 'media-type').startsWith('image/')
    ? resolve(attr(coverItem, 'href'))
    : undefined;
  return {
    title: within('metadata', 'title').map(cleanText).find(Boolean) ?? '',
    authors: within('metadata', 'creator').map(cleanText).filter(Boolean).join(', '),
    language: within('metadata', 'language').map(cleanText).find(Boolean) ?? '',
    spine,
    coverPath,
    prePaginated: within('metadata', 'meta').some(
      (meta) => attr(meta, 'property') === 'rendition:layout' && cleanText(meta) === 'pre-paginated',
    ),
  };
}
