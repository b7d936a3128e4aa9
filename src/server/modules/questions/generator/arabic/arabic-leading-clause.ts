import type { Sentence, Token } from '../section-analysis.ts';
import { plainArabic } from './arabic-words.ts';

/** What may follow the comma for the clause before it to be whole: another clause joined by "و", "ثمّ", "لأنّ" or "لكنّ". */
const NEXT_CLAUSE = /^(?:و\p{L}{2,}|ثم|لان\p{L}{0,2}|لكن\p{L}{0,2})$/u;
/**
 * A verb in the present ("تنتج", "سيتحوّل"), without the article; a word ending in the feminine
 * plural's "ات" is a noun ("نباتات تعيش …، ونباتات …" heads a list).
 */
const PRESENT_VERB = /^س?[يتن](?!\p{L}*ات$)\p{L}{2,}$/u;
/** A verb in the past or a command with a plural subject: "رأينا", "انسوا", "تصوّروا". */
const PLURAL_VERB = /\p{L}{2,}(?:نا|وا)$/u;
/** A subject that makes a whole statement with what follows it: a pronoun, "هناك", "بعضها". */
const SUBJECT_WORD = /^(?:هو|هي|نحن|هم|انتم|انا|هناك|بعض\p{L}*)$/u;
/** A subject that needs a verb (or "أنّ …") after it to be a statement: a definite noun or a demonstrative. */
const NOUN_SUBJECT = /^(?:ال\p{L}{2,}|هذا|هذه|هؤلاء|ذلك|تلك)$/u;

const MIN_WORDS = 4;
const MAX_WORDS = 12;

/**
 * A long sentence's first clause when it reads as a statement of its own: "بعضها سيتحوّل إلى خلايا
 * قلبيّة" of "بعضها سيتحوّل إلى خلايا قلبيّة، وبعضها الآخر إلى خلايا الكليتين، …". The clause runs
 * to the first comma and another clause joined by "و" (or "ثمّ", "لأنّ", "لكنّ") follows it; it
 * opens with a verb, a pronoun, or a definite noun with a verb after it, never with a preposition,
 * a condition, a purpose ("لنفهم … ، يمكننا") or an indefinite noun heading a list ("جينات تنظّم
 * …، وجينات تحمل …"); it has no quotation, bracket, colon or question mark. Undefined otherwise:
 * a fragment is no statement.
 */
export function leadingClause(sentence: Sentence): string | undefined {
  const end = sentence.tokens.findIndex((token) => token.post.includes('،'));
  const clause = sentence.tokens.slice(0, end + 1);
  const next = sentence.tokens[end + 1];
  if (end < 0 || !next || clause.length < MIN_WORDS || clause.length > MAX_WORDS) return undefined;
  if (!/^\s*،\s*$/u.test(clause.at(-1)?.post ?? '') || !NEXT_CLAUSE.test(plainArabic(next.text)))
    return undefined;
  const text = clause
    .map((token, index) => (index === 0 ? '' : token.pre) + token.text + (index < end ? token.post : ''))
    .join('')
    .trim();
  if (/[؟?[\]«»"“”:()]/u.test(text + (clause[0]?.pre ?? '')) || !opensAStatement(clause)) return undefined;
  return text;
}

function opensAStatement(clause: readonly Token[]): boolean {
  const [first, ...rest] = clause.map((token) => plainArabic(token.text));
  const opener = (first ?? '').replace(/^[وف](?=\p{L}{3,})/u, '');
  if (SUBJECT_WORD.test(opener) || PRESENT_VERB.test(opener) || PLURAL_VERB.test(opener)) return true;
  return (
    NOUN_SUBJECT.test(opener) &&
    rest.some((word) => PRESENT_VERB.test(word.replace(/^[وف]/u, '')) || /^ان$/.test(word))
  );
}
