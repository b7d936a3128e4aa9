import { posix } from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { stripNul } from '../strip-nul.ts';
import { EpubError } from './epub-error.ts';

export interface PackageDocument {
  title: string;
  authors: string;
  /** Archive paths of the linear spine's content documents, in reading order. */
  spine: string[];
}

type XmlNode = Record<string, unknown>;

const repeated = new Set(['rootfile', 'item', 'itemref', 'title', 'creator']);
const xml = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  removeNSPrefix: true,
  parseTagValue: false,
  isArray: (name) => repeated.has(name),
});

/** fast-xml-parser throws plain errors on broken XML; for the uploader that is a broken EPUB (422, not 500). */
function parseXml(source: string, what: string): XmlNode {
  try {
    return xml.parse(source) as XmlNode;
  } catch {
    throw new EpubError(`The EPUB's ${what} is not readable XML.`);
  }
}

const list = (value: unknown): XmlNode[] => (Array.isArray(value) ? (value as XmlNode[]) : []);
const textOf = (node: unknown): string => {
  const value = typeof node === 'object' && node !== null ? (node as XmlNode)['#text'] : node;
  return typeof value === 'string' ? stripNul(value).replace(/\s+/g, ' ').trim() : '';
};
const attr = (node: XmlNode, name: string) => {
  const value = node[`@_${name}`];
  return typeof value === 'string' ? value : '';
};

/** The package document's path, from META-INF/container.xml. */
export function packagePathFromContainer(containerXml: string): string {
  const container = parseXml(containerXml, 'container (META-INF/container.xml)');
  const rootfiles = list(
    ((container.container as XmlNode | undefined)?.rootfiles as XmlNode | undefined)?.rootfile,
  );
  const path = rootfiles.map((rootfile) => attr(rootfile, 'full-path')).find(Boolean);
  if (!path) throw new EpubError('The EPUB has no package document.');
  return path;
}

/** Metadata and linear spine order of an OPF package document. */
export function parsePackageDocument(opfXml: string, opfPath: string): PackageDocument {
  const pkg = parseXml(opfXml, 'package document').package as XmlNode | undefined;
  if (!pkg) throw new EpubError('The EPUB package document is unreadable.');
  const metadata = (pkg.metadata ?? {}) as XmlNode;
  const items = list((pkg.manifest as XmlNode | undefined)?.item);
  const base = posix.dirname(opfPath);
  const resolve = (href: string) =>
    posix.normalize(posix.join(base, decodeURIComponent(href.split('#')[0] ?? '')));
  const byId = new Map(items.map((item) => [attr(item, 'id'), item]));
  const spine = list((pkg.spine as XmlNode | undefined)?.itemref)
    .filter((ref) => attr(ref, 'linear') !== 'no')
    .map((ref) => byId.get(attr(ref, 'idref')))
    .filter((item): item is XmlNode => !!item && attr(item, 'media-type').includes('html'))
    .map((item) => resolve(attr(item, 'href')));
  return {
    title: list(metadata.title).map(textOf).find(Boolean) ?? '',
    authors: list(metadata.creator).map(textOf).filter(Boolean).join(', '),
    spine,
  };
}
