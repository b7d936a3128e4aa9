import { z } from 'zod';
import { endpoints } from './endpoints.ts';
import { defineRoute } from './route.ts';
import { rowIdParam } from './row-id.ts';

/** Completed assignments an estimate needs: with fewer, `level` is null (docs/reading-levels.md). */
export const MIN_COMPLETIONS_FOR_LEVEL = 3;

/**
 * A pupil's estimated reading level on the texts' grade scale (docs/reading-levels.md): `level` is
 * where they score about 75–90 %, one decimal, null with fewer than three completed assignments,
 * never more than two grades outside the levels of the texts it comes from;
 * `low`–`high` is the band of text levels that should feel just right (null with `level`);
 * `based_on` counts the completed assignments it comes from.
 */
export const readingLevelSchema = z.object({
  level: z.number().nullable(),
  low: z.number().nullable(),
  high: z.number().nullable(),
  based_on: z.number().int(),
});
export type ReadingLevel = z.infer<typeof readingLevelSchema>;

/**
 * The two grades a text's level most likely lies in ("Grade 3–4"): a level is good to about a grade
 * (docs/readability.md), so screens show this band rather than one number. 3.4 → 2–3, 3.5 → 3–4.
 */
export function gradeBand(level: number): { low: number; high: number } {
  const low = Math.max(0, Math.floor(level - 0.5));
  return { low, high: low + 1 };
}

/** How a text of a given level should feel to a pupil; `unknown` while there is no estimate. */
export type LevelFit = 'just_right' | 'hard' | 'easy' | 'unknown';

export function levelFit(level: ReadingLevel | null | undefined, textLevel: number): LevelFit {
  if (level?.low == null || level.high == null) return 'unknown';
  if (textLevel > level.high) return 'hard';
  if (textLevel < level.low) return 'easy';
  return 'just_right';
}

/** A text of the teacher's to read next: just right for the pupil and not given to them yet. */
export const nextTextSchema = z.object({
  text_id: z.number().int(),
  title: z.string(),
  reading_level: z.number(),
});
export type NextText = z.infer<typeof nextTextSchema>;

/** One pupil a teacher teaches, with their level: the assign modal marks each for the text. */
export const taughtPupilLevelSchema = readingLevelSchema.extend({
  user_id: z.number().int(),
  name: z.string(),
  /** Null for a pupil without e-mail (a class's picture-password pupil). */
  email: z.string().nullable(),
  class_ids: z.array(z.number().int()),
  /**
   * What to read next (docs/reading-levels.md): the teacher's text with questions inside the pupil's
   * just-right band, nearest their level, that they were not given yet; null without a level or one.
   */
  next_text: nextTextSchema.nullable(),
});
export type TaughtPupilLevel = z.infer<typeof taughtPupilLevelSchema>;

export const pupilLevelParamsSchema = z.object({ userId: rowIdParam });

export const readingLevelRoutes = {
  /** The pupil themselves, or a teacher who assigned them a text or has them in a class; else 404. */
  ofPupil: defineRoute(endpoints.readingLevels.ofPupil, {
    params: pupilLevelParamsSchema,
    response: { 200: z.object({ data: readingLevelSchema }) },
  }),
  /** Every pupil the signed-in teacher assigned a text to or has in a class, by name. */
  ofMyPupils: defineRoute(endpoints.readingLevels.ofMyPupils, {
    response: { 200: z.object({ data: z.array(taughtPupilLevelSchema) }) },
  }),
};
