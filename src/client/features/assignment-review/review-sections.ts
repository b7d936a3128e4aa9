import type { ReviewQuestion } from '#contract/assignment-review.ts';
import type { AssignmentView } from '#contract/reading.ts';

/** docs/product.md §3: a paragraph's section is its global index divided by 4, rounded down. */
const PARAGRAPHS_PER_SECTION = 4;

type Question = AssignmentView['questions'][number];
type Chunk = AssignmentView['text']['chunks'][number];

export interface ReviewSection {
  chunkIndex: number;
  paragraphs: Chunk['paragraphs'];
  /** Seconds the pupil spent on this section; null when none were recorded. */
  seconds: number | null;
  questions: { question: Question; number: number; review: ReviewQuestion | undefined }[];
}

/** The text in reading order, each section with its time and its questions (numbered through the text). */
export function reviewSections(view: AssignmentView): ReviewSection[] {
  const reviewOf = new Map(view.review?.questions.map((entry) => [entry.question_id, entry]));
  const secondsOf = new Map(view.review?.section_seconds.map((entry) => [entry.chunk_index, entry.seconds]));
  const numbered = view.questions.map((question, index) => ({
    question,
    number: index + 1,
    review: reviewOf.get(question.id),
  }));
  return [...view.text.chunks]
    .sort((a, b) => a.chunk_index - b.chunk_index)
    .map((chunk) => ({
      chunkIndex: chunk.chunk_index,
      paragraphs: chunk.paragraphs,
      seconds: secondsOf.get(chunk.chunk_index) ?? null,
      questions: numbered.filter(
        (entry) => Math.floor(entry.question.paragraph_index / PARAGRAPHS_PER_SECTION) === chunk.chunk_index,
      ),
    }));
}
