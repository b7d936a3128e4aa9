/** A line of text, in px from the top of the element that holds the paragraphs. */
export interface Line {
  top: number;
  height: number;
}

/** The line height of a paragraph in px ('normal' is about 1.2 times the font size). */
function lineHeightOf(paragraph: Element): number {
  const style = getComputedStyle(paragraph);
  const height = Number.parseFloat(style.lineHeight);
  return Number.isFinite(height) && height > 0 ? height : 1.2 * (Number.parseFloat(style.fontSize) || 16);
}

/** Every line of every paragraph (`p`) inside `container`, top to bottom. */
export function linesOf(container: HTMLElement): Line[] {
  const origin = container.getBoundingClientRect().top;
  return Array.from(container.querySelectorAll('p')).flatMap((paragraph) => {
    const rect = paragraph.getBoundingClientRect();
    const height = lineHeightOf(paragraph);
    const count = Math.max(1, Math.round(rect.height / height));
    return Array.from({ length: count }, (_, index) => ({ top: rect.top - origin + index * height, height }));
  });
}

/** The line at `top` px, or the nearest one when `top` falls between paragraphs. */
export function lineAt(lines: readonly Line[], top: number): Line | undefined {
  let best: Line | undefined;
  for (const line of lines) {
    if (top >= line.top && top < line.top + line.height) return line;
    const distance = Math.min(Math.abs(top - line.top), Math.abs(top - line.top - line.height));
    const bestDistance = best
      ? Math.min(Math.abs(top - best.top), Math.abs(top - best.top - best.height))
      : Number.POSITIVE_INFINITY;
    if (distance < bestDistance) best = line;
  }
  return best;
}
