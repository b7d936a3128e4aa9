import type { QuestionFlaw } from '#contract/question-fields.ts';
import type { StoredQuestion } from '#contract/questions.ts';
import { PARAGRAPHS_PER_SECTION, sectionOf } from '#contract/texts.ts';
import { NEARBY_SECTIONS } from '../../adapters/ai/question-generator.ts';
import { loadedOnce } from '../../loaded-once.ts';
import type { ParagraphRange, ParagraphRow } from '../texts/paragraph-store.ts';
import type { CheckedQuestion } from './generator/flaws/question-flaws.ts';

/** A stored question before the checker has read it. */
export type UncheckedQuestion = Omit<StoredQuestion, 'flaws'>;

/** The paragraphs of section `chunkIndex`. */
export const sectionRange = (chunkIndex: number): ParagraphRange => ({
  first: chunkIndex * PARAGRAPHS_PER_SECTION,
  last: chunkIndex * PARAGRAPHS_PER_SECTION + PARAGRAPHS_PER_SECTION - 1,
});

/**
 * The paragraphs a generator and the flaw checker read for the sections of `range`: those sections
 * and `NEARBY_SECTIONS` whole sections each side (the story's other characters, what it says).
 */
export function storyRange(range: ParagraphRange): ParagraphRange {
  return {
    first: Math.max(0, (sectionOf(range.first) - NEARBY_SECTIONS) * PARAGRAPHS_PER_SECTION),
    last: (sectionOf(range.last) + NEARBY_SECTIONS + 1) * PARAGRAPHS_PER_SECTION - 1,
  };
}

/** The paragraphs of `range` first, then the others of `rows`, as the built-in generator joins them for its checker. */
export function storyTextOf(rows: ParagraphRow[], range: ParagraphRange): string {
  const inRange = (row: ParagraphRow) =>
    row.paragraphIndex >= range.first && row.paragraphIndex <= range.last;
  return [...rows.filter(inRange), ...rows.filter((row) => !inRange(row))]
    .map((row) => row.content)
    .join('\n');
}

// Loaded on the first check, like the generator itself: a server that only serves readers never needs it.
const loadChecker = loadedOnce(() => import('./generator/flaws/question-flaws.ts'));

/**
 * The questions with the flaws the shared checker finds in them now (docs/questions.md, "Flaws on
 * read"), each against its section and the sections around it. `rows` must hold those paragraphs:
 * read them once for the request (the whole text, or `storyRange` of the sections asked about).
 */
export async function withFlaws(
  questions: UncheckedQuestion[],
  rows: ParagraphRow[],
): Promise<StoredQuestion[]> {
  if (questions.length === 0) return [];
  const { questionFlaws } = await loadChecker();
  const byIndex = new Map(rows.map((row) => [row.paragraphIndex, row]));
  const storyTexts = new Map<number, string>();
  const storyTextOfSection = (section: number) => {
    let text = storyTexts.get(section);
    if (text === undefined) {
      const own = sectionRange(section);
      const around = storyRange(own);
      const present: ParagraphRow[] = [];
      for (let index = around.first; index <= around.last; index++) {
        const row = byIndex.get(index);
        if (row) present.push(row);
      }
      text = storyTextOf(present, own);
      storyTexts.set(section, text);
    }
    return text;
  };
  return questions.map((question) => {
    const storyText = storyTextOfSection(sectionOf(question.paragraph_index));
    const flaws: QuestionFlaw[] = questionFlaws(question, { storyText });
    return { ...question, flaws };
  });
}

/** The questions the shared checker finds nothing wrong with, against `storyText` (`storyTextOf`). */
export async function withoutFlaws<Question extends CheckedQuestion>(
  questions: Question[],
  storyText: string,
): Promise<Question[]> {
  const { questionFlaws } = await loadChecker();
  return questions.filter((question) => questionFlaws(question, { storyText }).length === 0);
}
