import { franc } from 'franc-min';
import { UNDETERMINED_LANGUAGE } from '#contract/languages.ts';

/**
 * franc answers ISO 639-3; BCP 47 wants the two-letter ISO 639-1 code where one exists. These are
 * franc-min's languages that have one (the others, Cebuano say, keep their three letters, which
 * BCP 47 accepts); `arb` (Standard Arabic) and `pes` (Iranian Persian) go under their macrolanguage.
 */
const iso6391: Record<string, string> = {
  amh: 'am',
  arb: 'ar',
  azj: 'az',
  bel: 'be',
  ben: 'bn',
  bos: 'bs',
  bul: 'bg',
  ces: 'cs',
  cmn: 'zh',
  deu: 'de',
  ell: 'el',
  eng: 'en',
  fra: 'fr',
  guj: 'gu',
  hau: 'ha',
  hin: 'hi',
  hrv: 'hr',
  hun: 'hu',
  ibo: 'ig',
  ind: 'id',
  ita: 'it',
  jav: 'jv',
  jpn: 'ja',
  kan: 'kn',
  kaz: 'kk',
  kin: 'rw',
  kor: 'ko',
  lin: 'ln',
  mal: 'ml',
  mar: 'mr',
  mya: 'my',
  nld: 'nl',
  npi: 'ne',
  nya: 'ny',
  pan: 'pa',
  pbu: 'ps',
  pes: 'fa',
  plt: 'mg',
  pol: 'pl',
  por: 'pt',
  ron: 'ro',
  run: 'rn',
  rus: 'ru',
  sin: 'si',
  som: 'so',
  spa: 'es',
  srp: 'sr',
  sun: 'su',
  swe: 'sv',
  swh: 'sw',
  tam: 'ta',
  tel: 'te',
  tgl: 'tl',
  tha: 'th',
  tur: 'tr',
  ukr: 'uk',
  urd: 'ur',
  uzn: 'uz',
  vie: 'vi',
  yor: 'yo',
  zlm: 'ms',
  zul: 'zu',
  zyb: 'za',
};

/** franc reads this much of a text: enough to be sure, and a book of 100,000 words costs no more. */
const SAMPLE_CHARACTERS = 4000;
/** Below this many characters franc guesses: a short text is 'und' rather than a wrong language. */
const MIN_CHARACTERS = 30;

/** The language of a text given as its paragraphs, from its letters (franc-min's trigrams); 'und' if unsure. */
export function detectLanguage(paragraphs: readonly string[]): string {
  let sample = '';
  for (const paragraph of paragraphs) {
    if (sample.length >= SAMPLE_CHARACTERS) break;
    sample += `${paragraph}\n`;
  }
  const code = franc(sample.slice(0, SAMPLE_CHARACTERS), { minLength: MIN_CHARACTERS });
  if (code === 'und') return UNDETERMINED_LANGUAGE;
  return iso6391[code] ?? code;
}

/** A declared language (an EPUB's `dc:language`) in canonical form, or undefined if it is not a BCP 47 tag. */
export function declaredLanguage(tag: string | undefined): string | undefined {
  const trimmed = tag?.trim();
  if (!trimmed || trimmed.toLowerCase() === UNDETERMINED_LANGUAGE) return undefined;
  try {
    return Intl.getCanonicalLocales(trimmed)[0];
  } catch {
    return undefined;
  }
}

/** The declared language when it is a valid tag, else the detected one. */
export function languageOf(paragraphs: readonly string[], declared?: string): string {
  return declaredLanguage(declared) ?? detectLanguage(paragraphs);
}
