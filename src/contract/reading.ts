import { z } from 'zod';
import { assignmentReviewSchema } from './assignment-review.ts';
import { assignmentModeSchema, assignmentStatusSchema, assignmentUuidParamsSchema } from './assignments.ts';
import { endpoints } from './endpoints.ts';
import { questionEvidenceSchema } from './question-fields.ts';
import { defineRoute, pathOf } from './route.ts';
import { MAX_ROW_ID, rowIdParam } from './row-id.ts';
import { chunkSchema, textCoverSchema, textLanguageFieldSchema } from './texts.ts';

/** Seconds one reading-time batch may add; larger batches are capped (a tab left open all night). */
export const MAX_READING_SECONDS_PER_BATCH = 3600;

export const progressSchema = z.object({ answered: z.number().int(), total: z.number().int() });
export type Progress = z.infer<typeof progressSchema>;

/** Why an answer is right and where the text says so: sent with practice questions and answers. */
export const answerKeySchema = z.object({
  correct_choice_id: z.number().int(),
  explanation: z.string(),
  evidence: questionEvidenceSchema.nullable(),
});
export type AnswerKey = z.infer<typeof answerKeySchema>;

/**
 * A question as the reader gets it. The choices never say which one is correct; a practice
 * assignment's questions carry their key, so feedback works offline (docs/architecture.md §10).
 */
export const readerQuestionSchema = z
  .object({
    id: z.number().int(),
    paragraph_index: z.number().int(),
    content: z.string(),
    choices: z.array(z.object({ id: z.number().int(), text: z.string() })),
  })
  .extend(answerKeySchema.partial().shape);
export type ReaderQuestion = z.infer<typeof readerQuestionSchema>;

export const answerSchema = z.object({ question_id: z.number().int(), choice_id: z.number().int() });
export type Answer = z.infer<typeof answerSchema>;

/** A practice answer as the server answers it: the choice, whether it is right, and the key. */
export const practiceAnswerSchema = answerSchema
  .extend(answerKeySchema.shape)
  .extend({ correct: z.boolean() });
export type PracticeAnswer = z.infer<typeof practiceAnswerSchema>;

/** GET /api/assignments/{uuid} (docs/product.md §7 "Reading"). */
export const readerAssignmentSchema = z.object({
  id: z.number().int(),
  uuid: z.uuid(),
  status: assignmentStatusSchema,
  mode: assignmentModeSchema,
  due_date: z.string().nullable(),
  completed_at: z.string().nullable(),
  text: z.object({
    id: z.number().int(),
    title: z.string(),
    author: z.string(),
    reading_level: z.number(),
    language: textLanguageFieldSchema,
    epub_file_path: z.string().nullable(),
    cover: textCoverSchema,
    chunks: z.array(chunkSchema),
  }),
  questions: z.array(readerQuestionSchema),
  answers: z.array(answerSchema),
  progress: progressSchema,
  reading_seconds: z.number().int(),
});
export type ReaderAssignment = z.infer<typeof readerAssignmentSchema>;
/**
 * One call, two audiences: the assignee gets the reader payload; the text's owner gets the same
 * payload plus `review`, a read-only account of the pupil's work (their screen has no controls).
 * An optional field rather than a second schema keeps the reader's type, and its offline copy, as is.
 */
export const assignmentViewSchema = readerAssignmentSchema.extend({
  review: assignmentReviewSchema.optional(),
});
export type AssignmentView = z.infer<typeof assignmentViewSchema>;
export const readerAssignmentResponseSchema = z.object({ data: assignmentViewSchema });

export const answerRequestSchema = z.object({
  choice_id: z
    .number({ error: 'The choice id field is required.' })
    .int()
    .positive()
    .max(MAX_ROW_ID, { error: 'The selected choice is invalid.' }),
});
export const answerParamsSchema = z.object({
  uuid: z.string(),
  questionId: rowIdParam,
});
/** A practice answer comes back with its feedback; a check answer only with what was saved. */
export const answerResponseSchema = z.object({
  data: z.union([practiceAnswerSchema, answerSchema]),
  progress: progressSchema,
});
export type AnswerResponse = z.infer<typeof answerResponseSchema>;

export const readingTimeRequestSchema = z.object({
  chunk_index: z.number({ error: 'The chunk index field is required.' }).int().min(0),
  /** Larger values are accepted but capped at MAX_READING_SECONDS_PER_BATCH. */
  seconds: z.number({ error: 'The seconds field is required.' }).int().min(0).max(86_400),
});
export const readingTimeResponseSchema = z.object({
  data: z.object({
    chunk_index: z.number().int(),
    /** This section's total after the batch. */
    seconds: z.number().int(),
    total_seconds: z.number().int(),
  }),
});
export type ReadingTimeResponse = z.infer<typeof readingTimeResponseSchema>;

/** `completed_at`: the device's clock when Finish was pressed (it may have been offline). */
export const completeRequestSchema = z.object({ completed_at: z.iso.datetime({ offset: true }).optional() });

export const summarySchema = z.object({
  score_percent: z.number().int(),
  correct: z.number().int(),
  total: z.number().int(),
  time_spent_seconds: z.number().int(),
  /** Server receipt time. */
  completed_at: z.string(),
  /** Null without a due date; otherwise judged by the device time when it is plausible. */
  submitted_on_time: z.boolean().nullable(),
  questions: z.array(
    z.object({
      id: z.number().int(),
      content: z.string(),
      choices: z.array(z.object({ id: z.number().int(), text: z.string(), is_correct: z.boolean() })),
      /** The choice that scores: the first try in practice, the last in check. */
      chosen_choice_id: z.number().int().nullable(),
      correct: z.boolean(),
      /** Tries at this question (0 when it was not answered). */
      attempts: z.number().int(),
      explanation: z.string(),
      evidence: questionEvidenceSchema.nullable(),
    }),
  ),
});
export type Summary = z.infer<typeof summarySchema>;
export const summaryResponseSchema = z.object({ data: summarySchema });

/**
 * The assignee's calls (docs/product.md §7 "Reading"). The writes are replayed from the outbox; the
 * complete call's body may be empty (an older outbox row carries none).
 */
export const readingRoutes = {
  assignment: defineRoute(endpoints.reading.assignment, {
    params: assignmentUuidParamsSchema,
    response: { 200: readerAssignmentResponseSchema },
  }),
  answer: defineRoute(endpoints.reading.answer, {
    params: answerParamsSchema,
    body: answerRequestSchema,
    response: { 200: answerResponseSchema },
  }),
  readingTime: defineRoute(endpoints.reading.readingTime, {
    params: assignmentUuidParamsSchema,
    body: readingTimeRequestSchema,
    response: { 200: readingTimeResponseSchema },
  }),
  complete: defineRoute(endpoints.reading.complete, {
    params: assignmentUuidParamsSchema,
    body: completeRequestSchema.nullish(),
    response: { 200: summaryResponseSchema },
  }),
  summary: defineRoute(endpoints.reading.summary, {
    params: assignmentUuidParamsSchema,
    response: { 200: summaryResponseSchema },
  }),
};

/** URL paths filled from `endpoints`. */
export const readingPaths = {
  assignment: (uuid: string) => pathOf(endpoints.reading.assignment, { uuid }),
  answer: (uuid: string, questionId: number) => pathOf(endpoints.reading.answer, { uuid, questionId }),
  readingTime: (uuid: string) => pathOf(endpoints.reading.readingTime, { uuid }),
  complete: (uuid: string) => pathOf(endpoints.reading.complete, { uuid }),
  summary: (uuid: string) => pathOf(endpoints.reading.summary, { uuid }),
} as const;
