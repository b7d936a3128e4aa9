import type { NextText, ReadingLevel } from '#contract/reading-levels.ts';

/**
 * The text to read next: among the teacher's texts inside the pupil's just-right band, one they were
 * not given yet, nearest their level (the easier of two as near, then the older text); null without a
 * level or such a text (docs/reading-levels.md).
 */
export function nextText(
  level: ReadingLevel,
  texts: readonly NextText[],
  given: ReadonlySet<number>,
): NextText | null {
  const { level: at, low, high } = level;
  if (at === null || low === null || high === null) return null;
  // Negative when `a` comes first: nearer the level, then easier, then older.
  const order = (a: NextText, b: NextText) =>
    Math.abs(a.reading_level - at) - Math.abs(b.reading_level - at) ||
    a.reading_level - b.reading_level ||
    a.text_id - b.text_id;
  let best: NextText | null = null;
  for (const text of texts) {
    if (given.has(text.text_id) || text.reading_level < low || text.reading_level > high) continue;
    if (best === null || order(text, best) < 0) best = text;
  }
  return best;
}
