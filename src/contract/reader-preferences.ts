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
  /**
   * The chosen device voice (`SpeechSynthesisVoice.voiceURI`) per language (its primary subtag, 'en',
   * 'tr'): a pupil reading stories in two languages keeps a voice for each. No entry: the best one for
   * the text. '*' is a voice chosen before they were kept per language, used where it speaks the text's.
   */
  voices: z
    .record(z.string().max(35), z.string().max(500))
    .refine((voices) => Object.keys(voices).length <= 50)
    .catch({}),
  theme: z.enum(['auto', 'light', 'dark']).catch('auto'),
});

/**
 * Earlier forms, kept: before fonts were bundled, a switch asked for 'a dyslexia-friendly font'; before
 * voices were kept per language, one `voiceURI` served every text.
 */
function fromEarlierForms(stored: unknown): unknown {
  if (typeof stored !== 'object' || stored === null) return stored;
  const { dyslexiaFont, voiceURI, ...rest } = stored as { dyslexiaFont?: unknown; voiceURI?: unknown };
  const font = !('font' in stored) && dyslexiaFont === true ? { font: 'opendyslexic' } : {};
  const voices = !('voices' in stored) && typeof voiceURI === 'string' ? { voices: { '*': voiceURI } } : {};
  return { ...rest, ...font, ...voices };
}

/**
 * Reading preferences as a device keeps them per user (localStorage): they belong to the pupil, so a
 * shared tablet never hands one child's settings to the next. Each field falls back to its default
 * on its own, so one bad or missing value never loses the others.
 */
export const readerPreferencesSchema = z.preprocess(fromEarlierForms, fields);
export type ReaderPreferences = z.infer<typeof fields>;
export type ReadingFont = ReaderPreferences['font'];
