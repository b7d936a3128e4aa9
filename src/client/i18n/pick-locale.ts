import type { Locale } from '#contract/locale-codes.ts';

/**
 * The interface language: the person's choice (`user.locale`), else the browser's first language
 * we have ("tr-TR" → tr), else English.
 */
export function pickLocale(chosen: Locale | null | undefined, browserLanguages: readonly string[]): Locale {
  if (chosen) return chosen;
  for (const tag of browserLanguages) {
    const language = tag.toLowerCase().split('-')[0];
    if (language === 'tr' || language === 'en') return language;
  }
  return 'en';
}

/** navigator.languages, or navigator.language where only that exists. */
export const browserLanguages = (): readonly string[] =>
  typeof navigator === 'undefined'
    ? []
    : navigator.languages?.length
      ? navigator.languages
      : [navigator.language];
