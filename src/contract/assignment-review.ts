import { z } from 'zod';

/**
 * One question of a review. The choice shown is the one that scores (the first try in practice, the
 * last in check). Whether it is right, the tries and the explanation are null until they are settled:
 * a check assignment still open may change its answers, so its review says only what was chosen.
 */
export const reviewQuestionSchema = z.object({
  question_id: z.number().int(),
  /** Null when the pupil has not answered it. */
  chosen_choice_id: z.number().int().nullable(),
  correct: z.boolean().nullable(),
  attempts: z.number().int().nullable(),
  correct_choice_id: z.number().int().nullable(),
  explanation: z.string().nullable(),
});
export type ReviewQuestion = z.infer<typeof reviewQuestionSchema>;

/**
 * What `GET /api/assignments/{uuid}` adds for the text's owner (docs/product.md §7 "Reading"): who
 * the pupil is, each question's answer, the time per section and how the work was handed in. The
 * assignee's payload never has it, so the reader and its offline copy are unchanged.
 */
export const assignmentReviewSchema = z.object({
  pupil: z.object({ name: z.string().nullable(), email: z.string().nullable() }),
  /** Right and wrong are shown: the assignment is completed, or in practice mode. */
  graded: z.boolean(),
  /** The grade of record, once completed. */
  score_percent: z.number().int().nullable(),
  /** Null without a due date or before completion. */
  submitted_on_time: z.boolean().nullable(),
  time_spent_seconds: z.number().int(),
  section_seconds: z.array(z.object({ chunk_index: z.number().int(), seconds: z.number().int() })),
  questions: z.array(reviewQuestionSchema),
});
export type AssignmentReview = z.infer<typeof assignmentReviewSchema>;
