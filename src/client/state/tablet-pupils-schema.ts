import { z } from 'zod';
import { userSchema } from '#contract/auth.ts';
import { classSignInListSchema } from '#contract/classes.ts';

/**
 * What a shared tablet keeps in localStorage (tablet-pupils.ts), parsed when read back: storage is
 * anyone's to change. Imported on demand, so zod stays out of the first route's chunk.
 */
const tabletPupilSchema = z.object({
  code: z.string(),
  user: userSchema,
  token: z.string().min(1),
  pictures: z.object({ salt: z.string(), hash: z.string(), iterations: z.number().int().positive() }),
  failedAttempts: z.number().int().nonnegative(),
  lockedUntil: z.number().nullable(),
});
export type TabletPupil = z.infer<typeof tabletPupilSchema>;

export const tabletPupilsSchema = z.record(z.string(), tabletPupilSchema);

export const cachedClassListSchema = z.object({ code: z.string(), list: classSignInListSchema.shape.data });
