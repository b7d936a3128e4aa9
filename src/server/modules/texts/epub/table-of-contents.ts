import { decodeHTML } from 'entities';
import { XMLParser } from 'fast-xml-parser';
import { stripNul } from '../strip-nul.ts';

const plain = (markup: string) =>
  stripNul(decodeHTML(markup.replace(/<[^>]*>/g, '')))
    .replace(/\s+/g, ' ')
    .trim();

const tocNav = /<nav\b[^>]*?\bepub:type\s*=\s*["'][^"']*\btoc\b[^>]*>/i;

/**
 * The link titles of an EPUB 3 navigation document's `<nav epub:type="toc">`, in order. Scanned
 * with indexOf and split, not a lazy regex, so unclosed markup cannot make it quadratic.
 */
export function navTitles(source: string): string[] {
  const open = tocNav.exec(source);
  if (!open) return [];
  const start = open.index + open[0].length;
  const end = source.indexOf('</nav', start);
  const nav = source.slice(start, end < 0 ? source.length : end);
  return nav
    .split(/<\/a\s*>/i)
    .slice(0, -1)
    .map((piece) => {
      const link = piece.lastIndexOf('<a');
      const tagEnd = piece.indexOf('>', link);
      return link < 0 || tagEnd < 0 ? '' : plain(piece.slice(tagEnd + 1));
    })
    .filter(Boolean);
}

type NavPoint = { navLabel?: { text?: unknown }; navPoint?: NavPoint[] };
const ncx = new XMLParser({
  removeNSPrefix: true,
  parseTagValue: false,
  isArray: (name) => name === 'navPoint',
});
const labelOf = (text: unknown): string =>
  typeof text === 'string'
    ? text
    : typeof text === 'object' && text
      ? labelOf((text as Record<string, unknown>)['#text'])
      : '';

/** The navPoint labels of an EPUB 2 NCX, depth first (reading order); none when it is broken XML. */
export function ncxTitles(source: string): string[] {
  let navMap: NavPoint | undefined;
  try {
    navMap = (ncx.parse(source) as { ncx?: { navMap?: NavPoint } }).ncx?.navMap;
  } catch {
    return []; // the table of contents is a convenience: a broken one must not refuse the book
  }
  const titles: string[] = [];
  const walk = (points: NavPoint[] = []) => {
    for (const point of points) {
      const title = plain(labelOf(point.navLabel?.text));
      if (title) titles.push(title);
      walk(point.navPoint);
    }
  };
  walk(navMap?.navPoint);
  return titles;
}
