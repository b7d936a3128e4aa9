import { PARAGRAPHS_PER_SECTION } from '#contract/texts.ts';
import { NEARBY_SECTIONS, type QuestionSection } from '#server/adapters/ai/question-generator.ts';

/**
 * Paragraphs grouped into the sections a question generator is given, as the app splits texts,
 * each with the paragraphs of the sections around it.
 */
export function sectionsOf(paragraphs: string[]): QuestionSection[] {
  const sections: QuestionSection[] = [];
  const nearby = NEARBY_SECTIONS * PARAGRAPHS_PER_SECTION;
  for (let start = 0; start < paragraphs.length; start += PARAGRAPHS_PER_SECTION) {
    const end = start + PARAGRAPHS_PER_SECTION;
    const chunk = paragraphs.slice(start, end);
    sections.push({
      chunk_index: start / PARAGRAPHS_PER_SECTION,
      paragraphs: chunk.map((content, offset) => ({ paragraph_index: start + offset, content })),
      nearby_paragraphs: [
        ...paragraphs.slice(Math.max(0, start - nearby), start),
        ...paragraphs.slice(end, end + nearby),
      ],
    });
  }
  return sections;
}
