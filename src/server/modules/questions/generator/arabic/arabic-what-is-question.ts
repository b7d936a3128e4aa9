import type { GeneratedQuestion } from '#contract/questions.ts';
import { buildQuestion } from '../build-question.ts';
import type { Sentence, Token } from '../section-analysis.ts';
import { isStopword } from '../text-words.ts';
import { plainArabic } from './arabic-words.ts';

/** The pronoun that joins subject and predicate in "الجينات هي الوصفات": هو، هي، هم، هما. */
const COPULA = /^(?:هو|هي|هم|هما)$/;
/** A definite word: with the article, or the article after a joined و، ف، ب، ك or ل. */
const DEFINITE = /^(?:[وفبك]?ال|لل)\p{L}{2,}/u;
/** Relative pronouns start with the article too, but begin a clause, not a noun. */
const RELATIVE = /^(?:الذي|التي|الذين|اللذان|اللتان|اللذين|اللتين|اللواتي|اللاتي)$/;
const CLAUSE_END = /[،,؛;:.!?؟()«»[\]–—]/u;
/** Adverbs that link a statement to what came before: "إذًا" (so), "فعلًا" (indeed), "أيضًا" (also). */
const LINKING_ADVERB = /^(?:اذا|فعلا|ايضا)$/;
const MAX_SUBJECT_WORDS = 6;
const MAX_ANSWER_WORDS = 4;

/**
 * "ما هي الجينات؟" from "الجينات هي الوصفات والبرمجيّات التي …": an Arabic nominal sentence with
 * the pronoun of separation says what a thing is. The subject opens its clause with a definite
 * noun; the answer is the predicate's noun phrase (its definite words, up to a relative clause);
 * the wrong answers are other definite noun phrases of the section, of two or three words.
 */
export function arabicWhatIsQuestions(sentences: readonly Sentence[]): GeneratedQuestion[] {
  return sentences.flatMap((sentence) => {
    const definition = definitionIn(sentence.tokens);
    if (!definition) return [];
    const { subject, pronoun, answer, quoted } = definition;
    const taken = new Set([...subject, ...answer].map((token) => plainArabic(token.text)));
    const distractors = [
      ...new Set(
        sentences
          .filter((other) => other !== sentence)
          .flatMap((other) => nounPhrases(other.tokens))
          .filter((phrase) => phrase.every((token) => !taken.has(plainArabic(token.text))))
          .map(joined),
      ),
    ].slice(0, 3);
    if (distractors.length < 3) return [];
    return [
      buildQuestion(
        'what',
        `ما ${pronoun} ${joined(subject)}؟`,
        joined(answer),
        distractors,
        sentence,
        `يقول النص: «${joined(quoted)}».`,
      ),
    ];
  });
}

function definitionIn(tokens: readonly Token[]) {
  const at = tokens.findIndex((token) => COPULA.test(plainArabic(token.text)));
  if (at < 1) return undefined;
  let start = at - 1;
  while (start > 0 && !CLAUSE_END.test(tokens[start - 1]?.post ?? '')) start--;
  const subject = tokens.slice(start, at);
  const first = plainArabic(subject[0]?.text ?? '');
  // The clause must open with a bare definite noun: "و…" goes on from before, "إنّ …" changes case.
  if (!/^ال/.test(first) || RELATIVE.test(first) || subject.length > MAX_SUBJECT_WORDS) return undefined;
  if (subject.slice(0, -1).some((token) => CLAUSE_END.test(token.post))) return undefined;
  // "البروتينات هي إذًا العناصر …": a linking adverb may stand between the pronoun and the answer.
  const from =
    LINKING_ADVERB.test(plainArabic(tokens[at + 1]?.text ?? '')) &&
    !CLAUSE_END.test(tokens[at + 1]?.post ?? '')
      ? at + 2
      : at + 1;
  const answer = phraseFrom(tokens, from, true);
  if (answer.length < 2 || answer.length > MAX_ANSWER_WORDS) return undefined;
  return {
    subject,
    pronoun: (tokens[at] as Token).text,
    answer,
    quoted: tokens.slice(start, from + answer.length),
  };
}

/** The noun phrase starting at `from`: its first word (definite unless `anyHead`), then definite words. */
function phraseFrom(tokens: readonly Token[], from: number, anyHead = false): Token[] {
  const phrase: Token[] = [];
  for (let index = from; index < tokens.length; index++) {
    const token = tokens[index] as Token;
    // Only marks go: "إليها" with its hamza is not the article.
    const word = withoutMarks(token.text);
    if (RELATIVE.test(word) || /\p{N}|[A-Za-z]/u.test(word)) break;
    if (!DEFINITE.test(word) && !(index === from && anyHead && isIndefiniteNoun(word))) break;
    phrase.push(token);
    if (CLAUSE_END.test(token.post)) break;
  }
  return phrase;
}

/**
 * A word that may head an indefinite predicate ("هستونات الأسيتيل"): not a particle or a joined
 * conjunction, and not an adverb in -an ("إذًا", "فعلًا").
 */
function isIndefiniteNoun(word: string): boolean {
  return [...word].length >= 3 && !isStopword(word) && !/^[وف]/.test(word) && !/ا$/.test(word);
}

/**
 * Whether a definite word after the definite noun `head` belongs to its phrase rather than starting
 * the next part of the clause ("يقرأ الجسم الجينات": subject, then object): joined by "و", or a
 * feminine adjective in -a after a noun it agrees with — a feminine (-a), a plural in -āt, or a
 * plural like "الخلايا" (never a masculine singular: "العصير الغنيّة" is another phrase's end).
 */
function isAttribute(token: Token, head: Token): boolean {
  const word = withoutMarks(token.text);
  return /^وال/.test(word) || (/ة$/.test(word) && /(?:ة|ات|ايا)$/.test(withoutMarks(head.text)));
}

const withoutMarks = (word: string) => word.replace(/[\p{M}\u0640]/gu, '');

/** Definite noun phrases of two or three words, not inside brackets or quotation marks. */
function nounPhrases(tokens: readonly Token[]): Token[][] {
  const phrases: Token[][] = [];
  for (let index = 0; index < tokens.length; index++) {
    const word = plainArabic(tokens[index]?.text ?? '');
    if (!/^ال/.test(word) || RELATIVE.test(word) || /[(«]/.test(tokens[index - 1]?.post ?? '')) continue;
    const found = phraseFrom(tokens, index);
    const attributes = found.slice(1).findIndex((token) => !isAttribute(token, found[0] as Token));
    const phrase = found.slice(0, attributes === -1 ? found.length : attributes + 1);
    if (phrase.length >= 2 && phrase.length <= 3) phrases.push(phrase);
    index += Math.max(phrase.length - 1, 0);
  }
  return phrases;
}

/** Tokens as written, with the text between them but not the punctuation around the ends. */
function joined(tokens: readonly Token[]): string {
  return tokens
    .map(
      (token, index) =>
        (index === 0 ? '' : token.pre) + token.text + (index === tokens.length - 1 ? '' : token.post),
    )
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}
