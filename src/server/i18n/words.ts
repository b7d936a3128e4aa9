import i18next from 'i18next';
import { type Locale, locales } from '#contract/locale-codes.ts';
import enMail from './locales/en/mail.json' with { type: 'json' };
import enPush from './locales/en/push.json' with { type: 'json' };
import enResults from './locales/en/results.json' with { type: 'json' };
import trMail from './locales/tr/mail.json' with { type: 'json' };
import trPush from './locales/tr/push.json' with { type: 'json' };
import trResults from './locales/tr/results.json' with { type: 'json' };

/** The server's words: e-mails (`mail`), Web Push notifications (`push`) and the results CSV (`results`), docs/i18n.md. */
export const serverCatalogues = {
  en: { mail: enMail, push: enPush, results: enResults },
  tr: { mail: trMail, push: trPush, results: trResults },
} satisfies Record<Locale, Record<string, unknown>>;

// Its own instance, loaded at once: the client's instance and its typed keys are for the browser.
const i18n = i18next.createInstance();
void i18n.init({
  resources: serverCatalogues,
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: [...locales],
  initAsync: false,
  // Mails escape their HTML part themselves; push payloads and mail text are plain text.
  interpolation: { escapeValue: false },
  returnEmptyString: false,
});

/** Every dotted key of a catalogue, a plural's `_one`/`_other` forms named once by their base. */
type Keys<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${K extends `${infer Base}_${'one' | 'other'}` ? Base : K}`
    : Keys<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type Words<Catalogue> = (key: Keys<Catalogue>, values?: Record<string, string | number>) => string;

/** The language a person's words are written in: their choice, else English (the server has no browser). */
export const recipientLocale = (stored: string | null | undefined): Locale =>
  locales.find((locale) => locale === stored) ?? 'en';

/** The server's namespaces and their English catalogues: the keys `wordsOf` checks. */
type Namespaces = (typeof serverCatalogues)['en'];

const wordsOf =
  <N extends keyof Namespaces>(namespace: N) =>
  (locale: Locale): Words<Namespaces[N]> => {
    // The typed keys of i18next are the client's catalogues (i18next-types.ts); `Keys` checks ours.
    const t = i18n.t.bind(i18n) as unknown as (key: string, options: object) => string;
    return (key, values) => t(key, { ...values, lng: locale, ns: namespace });
  };

/** The words of an e-mail in `locale`: `mailWords('tr')('verification.subject')`. */
export const mailWords = wordsOf('mail');

/** The words of a Web Push notification in `locale`. */
export const pushWords = wordsOf('push');

/** The words of the results CSV in `locale`. */
export const resultsWords = wordsOf('results');

const dateTags: Record<Locale, string> = { en: 'en-GB', tr: 'tr-TR' };

/** "3 March 2026" / "3 Mart 2026": a due date as the day it falls on in UTC. */
export const longDate = (locale: Locale, date: Date) =>
  date.toLocaleDateString(dateTags[locale], { timeZone: 'UTC', dateStyle: 'long' });

/** A key of the push catalogue, e.g. `'assignmentNew'`. */
export type PushKey = Parameters<Words<typeof enPush>>[0];
