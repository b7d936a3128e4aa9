import { z } from 'zod';
import { assignmentModeSchema, assignmentStatusSchema } from './assignments.ts';
import { endpoints } from './endpoints.ts';
import { localeSchema } from './locales.ts';
import { questionTypes } from './question-fields.ts';
import { defineRoute } from './route.ts';
import { textIdParamsSchema } from './texts.ts';

/**
 * A question of a text's results. Only answers that count are tallied: those of completed
 * assignments and of practice ones (the first try scores at once); a check still open may change.
 * `correct_rate` is the share of them that are right, 0–1, null when none count yet.
 */
export const resultQuestionSchema = z.object({
  id: z.number().int(),
  content: z.string(),
  type: z.enum(questionTypes),
  answered: z.number().int(),
  correct_rate: z.number().nullable(),
  /** The wrong choice taken most often (ties: the earlier choice), with how many took it. */
  most_chosen_wrong: z
    .object({ choice_id: z.number().int(), text: z.string(), count: z.number().int() })
    .nullable(),
});
export type ResultQuestion = z.infer<typeof resultQuestionSchema>;

/**
 * One pupil's row. `answers` lists the questions they answered; `correct` is null while a check is
 * still open. `score_percent` is the grade of record, null until completed; `total` counts the
 * text's questions as they are now.
 */
export const resultPupilSchema = z.object({
  assignment_uuid: z.uuid(),
  /** Null while nobody with the address has an account. */
  name: z.string().nullable(),
  /** Null for a pupil without e-mail (a class's picture-password pupil). */
  email: z.string().nullable(),
  status: assignmentStatusSchema,
  mode: assignmentModeSchema,
  answered: z.number().int(),
  total: z.number().int(),
  score_percent: z.number().int().nullable(),
  time_spent_seconds: z.number().int(),
  completed_at: z.string().nullable(),
  submitted_on_time: z.boolean().nullable(),
  /** The pupil's estimated reading level (docs/reading-levels.md): null without an account or below three completions. */
  reading_level: z.number().nullable(),
  answers: z.array(z.object({ question_id: z.number().int(), correct: z.boolean().nullable() })),
});
export type ResultPupil = z.infer<typeof resultPupilSchema>;

/** GET /api/texts/{id}/results (docs/product.md §7 "Results"): questions in reading order, pupils by name. */
export const textResultsSchema = z.object({
  questions: z.array(resultQuestionSchema),
  pupils: z.array(resultPupilSchema),
});
export type TextResults = z.infer<typeof textResultsSchema>;
export const textResultsResponseSchema = z.object({ data: textResultsSchema });

/** An IANA time zone this runtime knows ("Europe/Istanbul", "UTC"). */
const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

export const resultsCsvQuerySchema = z.object({
  time_zone: z.string().max(64).refine(isTimeZone, 'The time zone is not a known time zone.').optional(),
  locale: localeSchema.optional(),
});
export type ResultsCsvQuery = z.infer<typeof resultsCsvQuerySchema>;

/** The text owner's results; anyone else gets 404. */
export const resultRoutes = {
  ofText: defineRoute(endpoints.results.ofText, {
    params: textIdParamsSchema,
    response: { 200: textResultsResponseSchema },
  }),
  /**
   * The same as `text/csv` for a spreadsheet (a download): one row per pupil and a column per
   * question, in the words of `locale` (default: the teacher's stored language), times in `time_zone`.
   */
  csv: defineRoute(endpoints.results.csv, { params: textIdParamsSchema, querystring: resultsCsvQuerySchema }),
};
