import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { userAtom } from '#client/state/session-atoms.ts';
import { i18n } from './i18n.ts';
import { browserLanguages, pickLocale } from './pick-locale.ts';

/**
 * Keeps the interface in the signed-in person's language (`user.locale`), or the browser's when they
 * chose none or nobody is signed in, and tells the page (`<html lang>`) for screen readers and
 * hyphenation. Renders nothing.
 */
export function LocaleFollower() {
  const chosen = useAtomValue(userAtom)?.locale;
  useEffect(() => {
    const locale = pickLocale(chosen, browserLanguages());
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
    document.documentElement.lang = locale;
  }, [chosen]);
  return null;
}
