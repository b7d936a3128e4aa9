import type { ReaderAssignment } from '#contract/reading.ts';

type Question = ReaderAssignment['questions'][number];
type Chunk = ReaderAssignment['text']['chunks'][number];

/** docs/product.md §3: a paragraph's section is its global index divided by 4, rounded down. */
const PARAGRAPHS_PER_SECTION = 4;

export interface Section {
  chunkIndex: number;
  paragraphs: Chunk['paragraphs'];
  questions: Question[];
}

/** The text in reading order, each section with the questions about its paragraphs. */
export function sectionsOf(assignment: Pick<ReaderAssignment, 'text' | 'questions'>): Section[] {
  const chunks = [...assignment.text.chunks].sort((a, b) => a.chunk_index - b.chunk_index);
  return chunks.map((chunk) => ({
    chunkIndex: chunk.chunk_index,
    paragraphs: chunk.paragraphs,
    questions: assignment.questions.filter(
      (question) => Math.floor(question.paragraph_index / PARAGRAPHS_PER_SECTION) === chunk.chunk_index,
    ),
  }));
}

/** The position of the section holding the paragraph with this global index; -1 if none does. */
export const sectionOfParagraph = (sections: Section[], paragraphIndex: number) =>
  sections.findIndex((section) => section.chunkIndex === Math.floor(paragraphIndex / PARAGRAPHS_PER_SECTION));

const isSectionAnswered = (section: Section, answers: ReadonlyMap<number, number>) =>
  section.questions.every((question) => answers.has(question.id));

/**
 * The furthest section the pupil may open: every section before it has all its questions answered.
 * Earlier sections stay open for re-reading and changing answers.
 */
export function furthestReachable(sections: Section[], answers: ReadonlyMap<number, number>): number {
  const firstOpen = sections.findIndex((section) => !isSectionAnswered(section, answers));
  return firstOpen === -1 ? Math.max(0, sections.length - 1) : firstOpen;
}

/** 'Next section' once this section's questions are answered (and it is not the last). */
export const canGoNext = (sections: Section[], position: number, answers: ReadonlyMap<number, number>) =>
  position < sections.length - 1 &&
  sections[position] !== undefined &&
  isSectionAnswered(sections[position], answers);

/** 'Finish' once every question of every section is answered. */
export const canFinish = (sections: Section[], answers: ReadonlyMap<number, number>) =>
  sections.every((section) => isSectionAnswered(section, answers));

/**
 * Where to open: the saved section if still reachable, else the first section with open questions,
 * else the beginning.
 */
export function openingPosition(
  sections: Section[],
  answers: ReadonlyMap<number, number>,
  savedChunkIndex: number | null,
): number {
  const saved = sections.findIndex((section) => section.chunkIndex === savedChunkIndex);
  if (saved >= 0 && saved <= furthestReachable(sections, answers)) return saved;
  return Math.max(
    0,
    sections.findIndex((section) => !isSectionAnswered(section, answers)),
  );
}

/** Answered questions as a whole percentage (docs/product.md §5: 0 when there are none). */
export function answeredPercent(answered: number, total: number): number {
  return total > 0 ? Math.round((answered / total) * 100) : 0;
}
