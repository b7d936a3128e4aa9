import { decodeHTML } from 'entities';

/** A line of an SVG page: where it starts and what it says. */
interface Line {
  x: number;
  y: number;
  text: string;
}

const textElement = /<text\b([^>]*)>([\s\S]*?)<\/text\s*>/gi;
const tspanBoundary = /<tspan\b([^>]*)>|<\/tspan\s*>|<[^>]*>/gi;
const attributeValue = (attributes: string, name: string) =>
  new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`)
    .exec(attributes)
    ?.slice(1)
    .find((v) => v !== undefined);
/** The first number of an attribute (`x="10 18 26"`, per-glyph positions, starts at 10). */
const firstNumber = (value: string | undefined) => {
  const match = value === undefined ? null : /-?\d*\.?\d+(?:e-?\d+)?/i.exec(value);
  return match ? Number(match[0]) : undefined;
};

/** The translation of a `transform` (translate or matrix); other transforms are taken as none. */
function translation(attributes: string): { x: number; y: number } {
  const transform = attributeValue(attributes, 'transform') ?? '';
  const numbers = (body: string) =>
    body
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number);
  const translate = /translate\(([^)]*)\)/.exec(transform);
  if (translate) {
    const [x = 0, y = 0] = numbers(translate[1] ?? '');
    return { x, y };
  }
  const matrix = /matrix\(([^)]*)\)/.exec(transform);
  if (matrix) {
    const values = numbers(matrix[1] ?? '');
    return { x: values[4] ?? 0, y: values[5] ?? 0 };
  }
  return { x: 0, y: 0 };
}

/**
 * The lines of one `<text>` element. A tspan that moves down (`y` or `dy`) starts a new line; one
 * that only moves across (`x`, as per-glyph or per-word positioning does) continues its line, with
 * the text written as it is (a glyph per tspan joins into its word; small caps and ligature
 * characters are kept as written).
 */
function linesOf(attributes: string, body: string): Line[] {
  const origin = translation(attributes);
  let x = (firstNumber(attributeValue(attributes, 'x')) ?? 0) + origin.x;
  let y = (firstNumber(attributeValue(attributes, 'y')) ?? 0) + origin.y;
  const lines: Line[] = [{ x, y, text: '' }];
  let at = 0;
  const add = (piece: string) => {
    const line = lines.at(-1);
    if (line && piece) line.text += piece.includes('&') ? decodeHTML(piece) : piece;
  };
  for (const match of body.matchAll(tspanBoundary)) {
    add(body.slice(at, match.index));
    at = match.index + match[0].length;
    const tspan = match[1];
    if (tspan === undefined) continue;
    const newY = firstNumber(attributeValue(tspan, 'y'));
    const dy = firstNumber(attributeValue(tspan, 'dy'));
    const newX = firstNumber(attributeValue(tspan, 'x'));
    const line = lines.at(-1);
    // A line's first piece says where it starts when the text element does not.
    if (newX !== undefined && line && line.text.trim() === '') line.x = newX + origin.x;
    if (newY === undefined && !dy) continue;
    y = newY !== undefined ? newY + origin.y : y + (dy ?? 0);
    x = newX !== undefined ? newX + origin.x : x;
    lines.push({ x, y, text: '' });
  }
  add(body.slice(at));
  return lines;
}

/** Lines whose baselines are this close (in the page's units) are one line read left to right. */
const SAME_LINE = 2;

/**
 * The text of an SVG page (a fixed-layout book's page) as paragraphs in reading order: lines top
 * to bottom, left to right within a line; consecutive lines a usual line step apart make one
 * paragraph, a gap half as large again starts the next.
 */
export function svgParagraphs(svg: string): string[] {
  const lines: Line[] = [];
  for (const match of svg.matchAll(textElement)) lines.push(...linesOf(match[1] ?? '', match[2] ?? ''));
  const kept = lines
    .map((line) => ({ ...line, text: line.text.replace(/\s+/g, ' ') }))
    .filter((line) => line.text !== '')
    .sort((a, b) => (Math.abs(a.y - b.y) < SAME_LINE ? a.x - b.x : a.y - b.y));
  // Pieces on one baseline (words, or glyphs placed one by one) make one line. Glyphs join as
  // written (a space glyph is a piece of its own); longer pieces are words or phrases.
  const rows: (Line & { last: string })[] = [];
  for (const line of kept) {
    const row = rows.at(-1);
    if (row && Math.abs(row.y - line.y) < SAME_LINE) {
      const glyphs = row.last.length === 1 && line.text.length === 1;
      const spaced = glyphs || /\s$/.test(row.text) || /^\s/.test(line.text);
      row.text += spaced ? line.text : ` ${line.text}`;
      row.last = line.text;
    } else rows.push({ ...line, last: line.text });
  }
  for (const row of rows) row.text = row.text.replace(/\s+/g, ' ').trim();
  const filled = rows.filter((row) => row.text !== '');
  const steps = filled.slice(1).map((row, i) => row.y - (filled[i]?.y ?? 0));
  const usual = Math.min(...steps.filter((step) => step > 0));
  const paragraphs: string[] = [];
  filled.forEach((row, i) => {
    const step = steps[i - 1];
    if (i > 0 && step !== undefined && step <= usual * 1.5)
      paragraphs[paragraphs.length - 1] += ` ${row.text}`;
    else paragraphs.push(row.text);
  });
  return paragraphs;
}
