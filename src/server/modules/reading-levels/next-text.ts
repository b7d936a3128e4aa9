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
  let best: NextText | null = null;
  for (const text of texts) {
    if (given.has(text.text_id) || text.reading_level < low || text.reading_level > high) continue;
    const distance = Math.abs(text.reading_level - at);
    const bestDistance = best ? Math.abs(best.reading_level - at) : Number.POSITIVE_INFINITY;
    const nearer = distance < bestDistance;
    const asNear = best !== null && distance === bestDistance;
    if (
      nearer ||
      (asNear &&
        best &&
        (text.reading_level < best.reading_level ||
          (text.reading_level === best.reading_level && text.text_id < best.text_id)))
    ) {
      best = text;
    }
  }
  return best;
}
