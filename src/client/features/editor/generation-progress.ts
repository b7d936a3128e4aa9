import { type ParagraphWithQuestions, sectionOf } from '#contract/texts.ts';

/** Questions per server section (paragraph_index / 4), to see which sections a queued generation reached. */
export function questionCountsBySection(paragraphs: ParagraphWithQuestions[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const paragraph of paragraphs) {
    const section = sectionOf(paragraph.paragraph_index);
    counts.set(section, (counts.get(section) ?? 0) + paragraph.questions.length);
  }
  return counts;
}

/** How many sections have more questions now than when the generation was queued. */
export function sectionsGenerated(baseline: Map<number, number>, now: Map<number, number>): number {
  let done = 0;
  for (const [section, count] of now) if (count > (baseline.get(section) ?? 0)) done += 1;
  return done;
}
