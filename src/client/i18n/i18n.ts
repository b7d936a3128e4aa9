import i18next from 'i18next';
import { locales } from '#contract/locale-codes.ts';
import { catalogueBackend } from './catalogue-backend.ts';
import { firstNamespace } from './namespaces.ts';
import { browserLanguages, pickLocale } from './pick-locale.ts';

/**
 * The one i18next instance of the app (use-translation.ts gives screens its words).
 * English is the fallback; catalogues load per language and area on demand (catalogue-backend.ts).
 * Until the signed-in user's choice is known (locale-follower.tsx) the browser's language is used.
 */
export const i18n = i18next.createInstance();

export const i18nReady = i18n.use(catalogueBackend).init({
  lng: pickLocale(null, browserLanguages()),
  supportedLngs: [...locales],
  fallbackLng: 'en',
  // 'tr-TR' and 'en-GB' use the 'tr' and 'en' catalogues.
  load: 'languageOnly',
  ns: [firstNamespace],
  defaultNS: firstNamespace,
  fallbackNS: false,
  // Turkish and English catalogues may be added in tests before a screen asks for them.
  partialBundledLanguages: true,
  // React escapes what it renders; escaping here would show "&amp;" in titles.
  interpolation: { escapeValue: false },
  returnEmptyString: false,
});
