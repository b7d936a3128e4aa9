import type { GeneratedQuestion } from '#contract/questions.ts';
import { buildQuestion } from '../build-question.ts';
import type { Sentence } from '../section-analysis.ts';
import { asChoice, plainArabic, wordCount } from './arabic-words.ts';

/** "Which of the following statements is true, according to the text?" */
export const TRUE_STATEMENT_STEM = 'أيّ العبارات الآتية صحيحة وفقًا للنص؟';

const NUMBER = /^(?:\d+|[٠-٩]+)$/u;
/** Words before a number that make it a bound or an estimate: more than, less than, about, nearly. */
const APPROXIMATE = new Set([
  'اكثر',
  'اقل',
  'حوالي',
  'نحو',
  'قرابه',
  'يقارب',
  'تقريبا',
  'ازيد',
  'يزيد',
  'يتجاوز',
]);
const MAX_WORDS = 20;

/**
 * "Which statement is true?" with the text's own sentence right and the same sentence with its
 * number changed as the wrong choices: a number reads the same in any language, so no Arabic
 * parser is needed — only the noun after it must keep its form (`otherNumbers`). Only a sentence with one number standing alone (not a footnote mark, not a
 * group of a long number) is asked.
 */
export function arabicTrueStatementQuestions(
  sentences: readonly Sentence[],
  sectionText: string,
): GeneratedQuestion[] {
  const inText = plainArabic(sectionText);
  return sentences.flatMap((sentence) => {
    const numbers = sentence.tokens.filter((token) => /\p{N}/u.test(token.text));
    const [number] = numbers;
    if (numbers.length !== 1 || !number || !NUMBER.test(number.text)) return [];
    if (/[[\]]/.test(number.pre + number.post) || wordCount(sentence) < 4 || wordCount(sentence) > MAX_WORDS)
      return [];
    const at = sentence.tokens.indexOf(number);
    const before = sentence.tokens.slice(Math.max(at - 2, 0), at).map((token) => plainArabic(token.text));
    // "أكثر من 10" stays true of 8: a bound or an estimate is not changed.
    if (before.some((word) => APPROXIMATE.has(word))) return [];
    // After a definite noun ("المرحلة 2") the number is a label and takes no agreement.
    const isLabel = /^ال/.test(before.at(-1) ?? '');
    const truth = asChoice(sentence);
    const falsehoods = (isLabel ? otherLabels(number.text) : otherNumbers(number.text))
      .map((other) =>
        asChoice({
          ...sentence,
          tokens: sentence.tokens.map((t) => (t === number ? { ...t, text: other } : t)),
        }),
      )
      .filter((falsehood) => !inText.includes(plainArabic(falsehood)))
      .slice(0, 3);
    if (falsehoods.length < 3) return [];
    return [
      buildQuestion(
        'true_statement',
        TRUE_STATEMENT_STEM,
        truth,
        falsehoods,
        sentence,
        `ورد في النص: «${truth}». أمّا في العبارات الأخرى فقد تغيّر العدد.`,
      ),
    ];
  });
}

/**
 * Three other numbers that take the counted noun in the same form, so the changed sentence stays
 * grammatical: 3–10 take a plural ("10 آلاف"), 11–99 a singular in -an ("30 ألفًا"), round
 * hundreds and thousands a singular ("200 نوع"). 1, 2 and other numbers are not changed.
 */
function otherNumbers(written: string): string[] {
  const arabicIndic = /[٠-٩]/.test(written);
  const value = Number(toWestern(written));
  const band = BANDS.find((inBand) => inBand(value));
  if (!band) return [];
  const step =
    value >= 100 ? 100 * 10 ** Math.max(Math.floor(Math.log10(value)) - 2, 0) : value > 10 ? 10 : 1;
  const candidates = [
    value * 2,
    value / 2,
    value + step,
    value - step,
    value + 2 * step,
    value - 2 * step,
    value * 3,
  ];
  const others = [...new Set(candidates)]
    .filter((n) => n !== value && Number.isInteger(n) && band(n))
    .slice(0, 3);
  return others.map((n) => (arabicIndic ? toArabicIndic(String(n)) : String(n)));
}

/** Other labels near it: the number one or two either side, from 1. */
function otherLabels(written: string): string[] {
  const arabicIndic = /[٠-٩]/.test(written);
  const value = Number(toWestern(written));
  const others = [value + 1, value - 1, value + 2, value - 2, value + 3].filter((n) => n >= 1).slice(0, 3);
  return others.map((n) => (arabicIndic ? toArabicIndic(String(n)) : String(n)));
}

const toWestern = (digits: string) => digits.replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660));
const toArabicIndic = (digits: string) =>
  digits.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));

const BANDS: ((n: number) => boolean)[] = [
  (n) => n >= 3 && n <= 10,
  (n) => n >= 11 && n <= 99,
  (n) => n >= 100 && n % 100 === 0,
];
