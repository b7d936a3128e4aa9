import { PARAGRAPHS_PER_SECTION } from '#contract/texts.ts';
import type { QuestionSection } from '#server/adapters/ai/question-generator.ts';

/** Paragraphs grouped into the sections a question generator is given, as the app splits texts. */
export function sectionsOf(paragraphs: string[]): QuestionSection[] {
  const sections: QuestionSection[] = [];
  for (let start = 0; start < paragraphs.length; start += PARAGRAPHS_PER_SECTION) {
    const chunk = paragraphs.slice(start, start + PARAGRAPHS_PER_SECTION);
    sections.push({
      chunk_index: start / PARAGRAPHS_PER_SECTION,
      paragraphs: chunk.map((content, offset) => ({ paragraph_index: start + offset, content })),
    });
  }
  return sections;
}
