/** A piece of text placed on a fixed-layout page: where it starts and what it says. */
export interface PlacedLine {
  x: number;
  y: number;
  text: string;
}

/** Lines whose baselines are this close (in the page's units) are one line read left to right. */
const SAME_LINE = 2;

/**
 * Text placed on a fixed-layout page (an SVG page's text, or absolutely positioned HTML) as
 * paragraphs in reading order: lines top to bottom, left to right within a line; consecutive lines
 * a usual line step apart make one paragraph, a gap half as large again starts the next.
 */
export function placedParagraphs(lines: PlacedLine[]): string[] {
  const kept = lines
    .map((line) => ({ ...line, text: line.text.replace(/\s+/g, ' ') }))
    .filter((line) => line.text !== '')
    .sort((a, b) => (Math.abs(a.y - b.y) < SAME_LINE ? a.x - b.x : a.y - b.y));
  // Pieces on one baseline (words, or glyphs placed one by one) make one line. Glyphs join as
  // written (a space glyph is a piece of its own); longer pieces are words or phrases.
  const rows: (PlacedLine & { last: string })[] = [];
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
