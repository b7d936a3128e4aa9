import { createRequire } from 'node:module';
import { daleChall } from 'dale-chall';

/** wink-lemmatizer is CommonJS without types: each function answers a word's base form. */
const lemmatizer: Record<'verb' | 'noun' | 'adjective', (word: string) => string> = createRequire(
  import.meta.url,
)('wink-lemmatizer');

/**
 * Words a child is likely to know: the New Dale–Chall list (1995), about 3,000 words that four in
 * five fourth-graders knew (docs/readability.md). The list's rules count a listed word's other
 * forms as known: "dogs", "struck" (strike), "happier", "slowly", "lighthouse" (two listed words).
 */
const known = new Set(daleChall);

/** Endings that make a new word of a listed one without changing what it means to a child. */
const DERIVING: [RegExp, string][] = [
  [/ly$/, ''],
  [/ly$/, 'le'],
  [/ily$/, 'y'],
  [/ness$/, ''],
  [/iness$/, 'y'],
  [/ful$/, ''],
  [/less$/, ''],
  [/er$/, ''],
  [/s$/, ''],
];

/** Enough for the vocabulary of many books; past it a cache starts again rather than grow. */
const MOST_ANSWERS = 50_000;

/** `cache`'s answer for `word`, worked out by `answer` the first time it is asked. */
function remembered(cache: Map<string, boolean>, word: string, answer: (word: string) => boolean): boolean {
  let answered = cache.get(word);
  if (answered === undefined) {
    if (cache.size >= MOST_ANSWERS) cache.clear();
    answered = answer(word);
    cache.set(word, answered);
  }
  return answered;
}

/**
 * Forms looked up so far: a lookup lemmatises up to three times, and compounds and derived words ask
 * again for the same parts ("-man", "-ling", "keep"), as "king's" asks for "king".
 */
const forms = new Map<string, boolean>();
const isKnownForm = (word: string): boolean => remembered(forms, word, lookUpForm);

function lookUpForm(word: string): boolean {
  if (known.has(word)) return true;
  if (known.has(lemmatizer.verb(word)) || known.has(lemmatizer.noun(word))) return true;
  if (known.has(lemmatizer.adjective(word))) return true;
  return DERIVING.some(
    ([ending, stem]) => ending.test(word) && word.length > 4 && isKnownForm(word.replace(ending, stem)),
  );
}

/** Two listed words written as one ("lighthouse", "notebook", "underneath"), each of 3 letters or more. */
function isCompound(word: string): boolean {
  for (let cut = 3; cut <= word.length - 3; cut++) {
    if (known.has(word.slice(0, cut)) && isKnownForm(word.slice(cut))) return true;
  }
  return false;
}

/** Answers so far: a book repeats its words, and each is asked for as it was written ("king's"). */
const answers = new Map<string, boolean>();

/** Whether a lower-case word (or every part of a hyphenated one) is one a child likely knows. */
export const isFamiliarWord = (word: string): boolean => remembered(answers, word, lookUp);

function lookUp(word: string): boolean {
  const bare = word.replace(/n['’]t$/, '').replace(/['’](?:s|d|ll|ve|re|m)$/, '');
  if (bare.includes('-')) return bare.split('-').every((part) => part === '' || isFamiliarWord(part));
  return isKnownForm(bare) || isCompound(bare);
}
