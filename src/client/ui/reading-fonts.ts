import '@fontsource/lexend/latin-400.css';
import '@fontsource/lexend/latin-ext-400.css';
import '@fontsource/lexend/latin-700.css';
import '@fontsource/lexend/latin-ext-700.css';
import '@fontsource/opendyslexic/400.css';
import '@fontsource/opendyslexic/700.css';
import type { ReadingFont } from '#contract/reader-preferences.ts';

/**
 * The reading fonts ship with the app (their woff2 files are in the service worker's precache), so a
 * child gets the same letters offline and on any tablet. Lexend comes with Latin Extended (Turkish
 * letters); OpenDyslexic has Latin only, so a letter it lacks falls back to Lexend's.
 */
export const readingFontStacks: Record<ReadingFont, string | undefined> = {
  standard: undefined,
  lexend: "'Lexend', Verdana, sans-serif",
  opendyslexic: "'OpenDyslexic', 'Lexend', Verdana, sans-serif",
};
