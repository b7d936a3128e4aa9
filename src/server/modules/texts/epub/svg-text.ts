import { decodeHTML } from 'entities';
import { type PlacedLine, placedParagraphs } from './placed-lines.ts';
import { translation } from './position-cascade.ts';

type Line = PlacedLine;

/** A `<text>` element (attributes, body), or a group's start (attributes, `/` if empty) or end. */
const textOrGroup = /<text\b([^>]*)>([\s\S]*?)<\/text\s*>|<g\b([^>]*?)(\/?)>|<\/g\s*>/gi;
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

/**
 * How far a `<text>` element's own `transform` moves it: every translate and matrix step, as CSS
 * transforms are read (position-cascade.ts); scales and rotations are left out.
 */
function translationOf(attributes: string): { x: number; y: number } {
  const { left, top } = translation(attributeValue(attributes, 'transform'));
  return { x: left, y: top };
}

/**
 * The lines of one `<text>` element. A tspan that moves down (`y` or `dy`) starts a new line; one
 * that only moves across (`x`, as per-glyph or per-word positioning does) continues its line, with
 * the text written as it is (a glyph per tspan joins into its word; small caps and ligature
 * characters are kept as written).
 */
function linesOf(attributes: string, body: string, groups: { x: number; y: number }): Line[] {
  const own = translationOf(attributes);
  const origin = { x: groups.x + own.x, y: groups.y + own.y };
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

/** The text of an SVG page (a fixed-layout book's page) as paragraphs in reading order (placed-lines.ts). */
export function svgParagraphs(svg: string): string[] {
  const lines: Line[] = [];
  // How far the groups around this point move their content: each `<g transform>` adds its own.
  const groups = [{ x: 0, y: 0 }];
  for (const match of svg.matchAll(textOrGroup)) {
    const around = groups.at(-1) ?? { x: 0, y: 0 };
    const [whole, textAttributes, body, groupAttributes, empty] = match;
    if (textAttributes !== undefined) lines.push(...linesOf(textAttributes, body ?? '', around));
    else if (whole.startsWith('</')) {
      if (groups.length > 1) groups.pop();
    } else if (!empty) {
      const own = translationOf(groupAttributes ?? '');
      groups.push({ x: around.x + own.x, y: around.y + own.y });
    }
  }
  return placedParagraphs(lines);
}
