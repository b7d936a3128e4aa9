import { z } from 'zod';

/**
 * Reading preferences as a device keeps them per user (localStorage). Each field falls back to its
 * default on its own, so one bad or missing value never loses the others.
 */
export const readerPreferencesSchema = z.object({
  textSize: z.enum(['normal', 'large', 'extra-large']).catch('large'),
  lineSpacing: z.enum(['normal', 'relaxed', 'loose']).catch('relaxed'),
  /** A font stack of letter shapes that are hard to mirror, from fonts the device already has. */
  dyslexiaFont: z.boolean().catch(false),
  theme: z.enum(['auto', 'light', 'dark']).catch('auto'),
});
export type ReaderPreferences = z.infer<typeof readerPreferencesSchema>;
