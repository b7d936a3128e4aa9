import { z } from 'zod';

/** The reading fonts the app bundles (precached, so they work offline); `standard` is the theme's. */
export const readingFonts = ['standard', 'lexend', 'opendyslexic'] as const;

/** The read-aloud speeds a pupil chooses from (1 is the voice's own pace). */
export const speechRates = [0.7, 1, 1.3] as const;

const fields = z.object({
  textSize: z.enum(['normal', 'large', 'extra-large']).catch('large'),
  lineSpacing: z.enum(['normal', 'relaxed', 'loose']).catch('relaxed'),
  font: z.enum(readingFonts).catch('standard'),
  /** A reading ruler: the line being read stays clear, the others are dimmed. */
  lineFocus: z.boolean().catch(false),
  speechRate: z
    .number()
    .refine((rate) => (speechRates as readonly number[]).includes(rate))
    .catch(1),
  /** The chosen device voice (`SpeechSynthesisVoice.voiceURI`), or null for the best one for the text. */
  voiceURI: z.string().max(500).nullable().catch(null),
  theme: z.enum(['auto', 'light', 'dark']).catch('auto'),
});

/** Before fonts were bundled, a switch asked for 'a dyslexia-friendly font': keep that choice. */
function fromFirstWave(stored: unknown): unknown {
  if (typeof stored !== 'object' || stored === null || 'font' in stored) return stored;
  const { dyslexiaFont, ...rest } = stored as { dyslexiaFont?: unknown };
  return dyslexiaFont === true ? { ...rest, font: 'opendyslexic' } : rest;
}

/**
 * Reading preferences as a device keeps them per user (localStorage): they belong to the pupil, so a
 * shared tablet never hands one child's settings to the next. Each field falls back to its default
 * on its own, so one bad or missing value never loses the others.
 */
export const readerPreferencesSchema = z.preprocess(fromFirstWave, fields);
export type ReaderPreferences = z.infer<typeof fields>;
export type ReadingFont = ReaderPreferences['font'];
