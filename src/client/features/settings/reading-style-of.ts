import { readingFontStacks } from '#client/ui/reading-fonts.ts';
import type { ReaderPreferences } from './reader-preferences.ts';

const fontSizes = { normal: '1.05rem', large: '1.25rem', 'extra-large': '1.6rem' } as const;
const lineHeights = { normal: 1.5, relaxed: 1.8, loose: 2.2 } as const;

/** The paragraph style these preferences give (the reader's `ReadingStyle`). */
export const readingStyleOf = (preferences: ReaderPreferences) => ({
  fontSize: fontSizes[preferences.textSize],
  lineHeight: lineHeights[preferences.lineSpacing],
  fontFamily: readingFontStacks[preferences.font],
});
