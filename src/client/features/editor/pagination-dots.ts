export type PaginationDot = { kind: 'section'; index: number } | { kind: 'ellipsis'; key: string };

const ALL_UP_TO = 10;
const EDGE = 2;
const WINDOW = 3;

/**
 * docs/product.md §2 section pagination: every section's dot up to 10 sections; beyond that the first 2, the
 * last 2 and a window of 3 around the current one (kept inside the range), with an ellipsis for
 * every gap. Indexes are 0-based.
 */
export function paginationDots(total: number, current: number): PaginationDot[] {
  const all = Array.from({ length: Math.max(0, total) }, (_, index) => index);
  if (total <= ALL_UP_TO) return all.map((index) => ({ kind: 'section', index }));
  const windowStart = Math.min(Math.max(current - 1, 0), total - WINDOW);
  const shown = new Set<number>();
  for (let index = 0; index < EDGE; index += 1) shown.add(index).add(total - 1 - index);
  for (let index = windowStart; index < windowStart + WINDOW; index += 1) shown.add(index);
  const dots: PaginationDot[] = [];
  let previous = -1;
  for (const index of [...shown].sort((a, b) => a - b)) {
    if (index > previous + 1) dots.push({ kind: 'ellipsis', key: `after-${previous}` });
    dots.push({ kind: 'section', index });
    previous = index;
  }
  return dots;
}
