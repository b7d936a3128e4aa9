import nlp from 'compromise/two';
import type { Token } from './section-analysis.ts';
import { isStopword } from './text-words.ts';
import { isKnownAs } from './wordnet/base-forms.ts';
import { lookUp } from './wordnet/wordnet-dictionary.ts';

interface VerbTransforms {
  methods: {
    two: {
      transform: {
        verb: {
          toInfinitive(verb: string, model: unknown, tense?: string): string;
          conjugate(verb: string, model: unknown): { PresentTense?: string };
        };
      };
    };
  };
  model: unknown;
}

// compromise types world() as `object`; this is the documented shape of its verb conjugator.
const world = nlp.world() as VerbTransforms;

/** "ate" → "eat", "went" → "go": the form that follows "did" in a question; undefined when unknown. */
export function infinitiveOf(pastTenseVerb: string): string | undefined {
  const past = pastTenseVerb.toLowerCase();
  const infinitive = world.methods.two.transform.verb.toInfinitive(past, world.model, 'PastTense');
  // compromise guesses at forms it does not know ("smelt" → "smeel"): WordNet must know the verb.
  if (!infinitive || lookUp(infinitive, 'verb') === undefined) return undefined;
  return infinitive !== past || !past.endsWith('ed') ? infinitive : undefined;
}

/** "renders" → "render": the form that follows "does"; undefined when it is not a third-person -s form. */
function presentInfinitiveOf(verb: string): string | undefined {
  const present = verb.toLowerCase();
  if (!/[^s]s$/.test(present)) return undefined;
  const infinitive = world.methods.two.transform.verb.toInfinitive(present, world.model, 'PresentTense');
  // As for the past: compromise guesses at forms it does not know ("smoothes" → "smoothe").
  if (!infinitive || lookUp(infinitive, 'verb') === undefined) return undefined;
  return infinitive !== present ? infinitive : undefined;
}

/** "provide" → "provides": the form a verb takes after "What" or another singular subject. */
export function thirdPersonOf(verb: string): string | undefined {
  const forms = world.methods.two.transform.verb.conjugate(verb.toLowerCase(), world.model);
  return forms.PresentTense;
}

/** A short subject at the start of a sentence followed by a past-tense main verb ("The little fox | found …"). */
export interface SubjectAndVerb {
  subject: string;
  /** Where the subject ends: the main verb, or the modal before it ("Readers | must show …"). */
  subjectEnd: number;
  verbIndex: number;
  infinitive: string;
  /**
   * The helper a question or a negation takes: "did" for a past verb, "does" for "renders", "do"
   * for "trees lose", or the sentence's own modal ("must", "can").
   */
  auxiliary: string;
}

const MODALS = /^(?:must|should|can|could|may|might|will|would|shall)$/i;

const SUBJECT_TAGS = ['Noun', 'Determiner', 'Adjective', 'Possessive', 'ProperNoun'];
const SUBJECT_PRONOUNS = new Set(['he', 'she', 'they', 'it']);
const FIRST_PERSON = new Set(['I', 'we']);
const NOT_MAIN_VERB = ['Auxiliary', 'Copula', 'Modal', 'Gerund', 'Participle'];

/** Options for reading a subject. */
export interface SubjectOptions {
  /**
   * Whether "I" and "we" may be the subject: a poem's speaker ("we stopped in the colonnade" →
   * "Where did we stop?"). In a story's narration they would ask the reader about the narrator.
   */
  firstPerson?: boolean;
  /**
   * Whether "was" or "were" with a past participle is a verb of its own: "the little Swallow was
   * filled with pity" → was + filled. Only the who-question of such a deed asks for it: "What was
   * the Swallow filled?" would read as nonsense.
   */
  passive?: boolean;
}

export function findSubjectAndVerb(
  written: Token[],
  { firstPerson = false, passive = false }: SubjectOptions = {},
): SubjectAndVerb | undefined {
  const tokens = withTitlesAsNames(written);
  const verbAt = tokens.findIndex((token) => token.tags.has('Verb'));
  // "The Emperor immediately sprang …": the adverb is left out of subject and question alike.
  const adverb = verbAt > 1 && isMannerAdverb(tokens[verbAt - 1] as Token);
  const subjectEnd = adverb ? verbAt - 1 : verbAt;
  // "Gluck had had his head, by this time, so long out of the window": "had had" cut from the rest
  // of its clause asks nothing ("Who had had his head?").
  if (/^had$/i.test(tokens[verbAt]?.text ?? '') && /^had$/i.test(tokens[verbAt + 1]?.text ?? ''))
    return undefined;
  const compound = compoundVerbAt(tokens, verbAt, subjectEnd, passive);
  if (compound) return compound;
  // "Readers must show the title": the modal is the helper, the verb after it the main verb.
  const modal = MODALS.test(tokens[verbAt]?.text ?? '') ? (tokens[verbAt]?.text.toLowerCase() ?? '') : '';
  const verbIndex = modal ? verbAt + 1 : verbAt;
  const verb = tokens[verbIndex];
  if (!verb || subjectEnd < 1 || subjectEnd > 4 || isCapitalised(verb)) return undefined;
  const past =
    !modal && (verb.tags.has('PastTense') || isIrregularPast(verb.text) || toldInThePast(tokens, verbIndex));
  // Stories tell in the past; explanations and information texts in the present ("The tree loses its leaves").
  if (!(past || modal || verb.tags.has('PresentTense')) || NOT_MAIN_VERB.some((tag) => verb.tags.has(tag)))
    return undefined;
  if (!verb.tags.has('Verb') || /^(?:be|have|not)$/i.test(verb.text)) return undefined;
  // "A grey cat named Pebble lived …": "named" names the subject; the sentence's own verb comes later.
  const next = tokens[verbIndex + 1];
  if (/^(?:named|called)$/i.test(verb.text) && next && isCapitalised(next)) return undefined;
  const subjectTokens = tokens.slice(0, subjectEnd);
  const subject = subjectOf(subjectTokens, { firstPerson });
  if (!subject) return undefined;
  const pronoun = SUBJECT_PRONOUNS.has(subject) || FIRST_PERSON.has(subject);
  // "They feel", "the trees lose": a plural subject takes the verb as it is, and "do" — but not
  // after "a" or "each" ("A Core Media type must …" is one type, whatever "Media" looks like).
  const plural =
    (pronoun ? !/^(?:he|she|it)$/.test(subject) : subjectTokens.at(-1)?.tags.has('Plural')) &&
    !/s$/i.test(verb.text) &&
    !SINGULAR_DETERMINER.test(subject);
  const infinitive =
    modal || (plural && !past)
      ? verb.text.toLowerCase()
      : past
        ? infinitiveOf(verb.text)
        : presentInfinitiveOf(verb.text);
  if (!infinitive) return undefined;
  const auxiliary = modal || (past ? 'did' : plural ? 'do' : 'does');
  return { subject, subjectEnd, verbIndex, infinitive, auxiliary };
}

/** How far into a clause its subject may reach: "the poor little Duckling". */
const MOST_SUBJECT_WORDS = 4;

/**
 * "the little Swallow said", "the Duckling was": the quick tagger reads a fairy tale's title
 * ("Swallow", "Duckling") after "the" or a describing word as a verb, and the sentence's own verb
 * is then lost. A capitalised word so placed, with a verb right after it, is read as the name.
 */
function withTitlesAsNames(tokens: Token[]): Token[] {
  return tokens.map((token, index) => {
    const before = tokens[index - 1];
    const titled =
      index > 0 &&
      index < MOST_SUBJECT_WORDS &&
      token.tags.has('Verb') &&
      !token.tags.has('Modal') &&
      /^\p{Lu}\p{Ll}+$/u.test(token.text) &&
      !!tokens[index + 1]?.tags.has('Verb') &&
      !!before &&
      (before.tags.has('Determiner') || (before.tags.has('Adjective') && /^\p{Ll}/u.test(before.text)));
    if (!titled) return token;
    const plural = /[^s]s$/.test(token.text) ? ['Plural'] : [];
    return { ...token, tags: new Set(['Noun', 'ProperNoun', ...plural]) };
  });
}

/**
 * The subject as it reads inside a question — a pronoun or a short noun phrase, lowered unless it
 * starts with a name ("the fox", but "Leo") — or undefined when the words are no subject.
 */
export function subjectOf(
  subjectTokens: Token[],
  { firstPerson = false }: SubjectOptions = {},
): string | undefined {
  const first = subjectTokens[0];
  if (!first) return undefined;
  const lone = subjectTokens.length === 1 ? first.text : '';
  // "I" keeps its capital, and takes "do" as "we" does: "What did I see?", "Where do we go?"
  if (firstPerson && /^(?:I|we|We)$/.test(lone)) return lone === 'I' ? 'I' : 'we';
  const pronoun = subjectTokens.length === 1 && SUBJECT_PRONOUNS.has(first.text.toLowerCase());
  const nounPhrase =
    subjectTokens.every(
      (token) => /^ ?$/.test(token.post) && SUBJECT_TAGS.some((tag) => token.tags.has(tag)),
    ) &&
    subjectTokens.some(
      (token) => token.tags.has('Noun') && !token.tags.has('Pronoun') && !isStopword(token.text),
    );
  // "This time she held …": an opening phrase glued to a pronoun is not a subject.
  const pronounInside =
    subjectTokens.length > 1 && subjectTokens.some((t) => SUBJECT_PRONOUNS.has(t.text.toLowerCase()));
  if ((!pronoun && !nounPhrase) || pronounInside) return undefined;
  // "… and drew crosses on the doors": a first name in lower case is a verb the tagger misread.
  if (subjectTokens.some((token) => token.tags.has('FirstName') && /^\p{Ll}/u.test(token.text)))
    return undefined;
  const subject = subjectTokens.map((token) => token.text).join(' ');
  // Only a word that is never capitalised mid-sentence is lowered: "The fox" → "the fox", but "Leo" stays.
  // "Old Pipes", "Little Claus": an adjective before a capitalised word is part of a name.
  const ofName = first.tags.has('Adjective') && /^\p{Lu}/u.test(subjectTokens[1]?.text ?? '');
  const common =
    (['Determiner', 'Pronoun', 'Possessive', 'Adjective'].some((tag) => first.tags.has(tag)) && !ofName) ||
    isCommonNoun(first) ||
    INDEFINITE_PRONOUN.test(first.text);
  return common ? lowerFirst(subject) : subject;
}

/** "Everybody came …" → "Where did everybody come …?": capitalised only as the sentence's first word. */
const INDEFINITE_PRONOUN = /^(?:every|some|any|no)(?:body|one|thing)$/i;

const NAME_TAGS = ['ProperNoun', 'Person', 'Place', 'Organization', 'Acronym'];

/**
 * "Trees evolved …": a plural noun capitalised only because it starts the sentence — the tagger
 * does not call it a name, and the dictionary knows it in lower case ("When did trees evolve?").
 */
function isCommonNoun(token: Token): boolean {
  // Plural only: a name is seldom plural, and WordNet knows many names in lower case too ("leo").
  if (!token.tags.has('Plural') || NAME_TAGS.some((tag) => token.tags.has(tag))) return false;
  const lower = token.text.toLowerCase();
  return lower !== token.text && isKnownAs(lower, 'noun');
}

const SINGULAR_DETERMINER = /^(?:a|an|each|every|this|that)\s/i;

/**
 * A capital in mid-sentence makes a word a name, not a verb: "Markus Gylling, DAISY Consortium"
 * has none, and "XHTML Content Documents leverage …" has "Documents" as part of its subject.
 */
function isCapitalised(token: Token): boolean {
  return /^\p{Lu}/u.test(token.text);
}

// compromise types world() as `object`; its lexicon maps each known word form to a tag.
const lexicon = (world as unknown as { model: { one: { lexicon: Record<string, unknown> } } }).model.one
  .lexicon;

/** The tag compromise's lexicon gives a word form ("queen" → "Actor", "tom" → "MaleName"), if any. */
export function lexiconTag(word: string): string | undefined {
  const tag = lexicon[word.toLowerCase()];
  return typeof tag === 'string' ? tag : undefined;
}

/** "went", "sang": a past form (so says compromise's lexicon) the quick tagger took for the present. */
function isIrregularPast(verb: string): boolean {
  return lexicon[verb.toLowerCase()] === 'PastTense';
}

/** Verbs whose past is written as their present: "put", "set", "cut". */
const SAME_IN_THE_PAST =
  /^(?:put|set|cut|let|hit|shut|spread|cast|hurt|burst|shed|split|thrust|bid|quit|rid|slit|upset)$/i;

/**
 * "The rogues immediately put up two looms and pretended to be working": "put" is read as the
 * present, but the other verb of its sentence tells in the past, and so does it ("How many looms
 * did the rogues put up?", not "do").
 */
function toldInThePast(tokens: Token[], verbIndex: number): boolean {
  const verb = tokens[verbIndex] as Token;
  if (!SAME_IN_THE_PAST.test(verb.text)) return false;
  return tokens.some(
    (token, index) => index !== verbIndex && token.tags.has('PastTense') && !token.tags.has('Participle'),
  );
}

/** "immediately", "slowly": an adverb that says how, not "never" or "not", which turn the meaning. */
function isMannerAdverb(token: Token): boolean {
  // "Old Pipes then sat down", "The rogues now began" (tagged a conjunction): a word of time, left
  // out like "immediately".
  if (/^(?:then|now|soon|also|once)$/i.test(token.text)) return true;
  return token.tags.has('Adverb') && !token.tags.has('Negative') && /ly$/i.test(token.text);
}

const PERFECT = /^(?:had|has|have)$/i;
const PROGRESSIVE = /^(?:was|were|is|are)$/i;

/**
 * "she had napped" → had + napped, "the dogs were barking" → were + barking: the helper leads the
 * question as written ("When had she napped?"). Treating "had" as the main verb asked "When did she
 * have napped?". Undefined when the verb at `verbAt` is not such a pair.
 */
function compoundVerbAt(
  tokens: Token[],
  verbAt: number,
  subjectEnd: number,
  passive: boolean,
): SubjectAndVerb | undefined {
  const helper = tokens[verbAt];
  const main = tokens[verbAt + 1];
  if (!helper || !main || subjectEnd < 1 || subjectEnd > 4 || isCapitalised(main)) return undefined;
  const perfect = PERFECT.test(helper.text) && main.tags.has('Verb') && /(?:ed|en|wn|ne|t)$/i.test(main.text);
  const progressive = PROGRESSIVE.test(helper.text) && main.tags.has('Gerund');
  const done = passive && isPassive(helper, main);
  if (!perfect && !progressive && !done) return undefined;
  const subject = subjectOf(tokens.slice(0, subjectEnd));
  if (!subject) return undefined;
  return {
    subject,
    subjectEnd,
    verbIndex: verbAt + 1,
    infinitive: main.text.toLowerCase(),
    auxiliary: helper.text.toLowerCase(),
  };
}

/**
 * "was filled", "were admitted": "was" or "were" and a past participle in "-ed" (not "was tired of
 * it" read as an adjective by the tagger, nor "was red"): the tagger reads it as a past verb.
 */
function isPassive(helper: Token, main: Token): boolean {
  return (
    /^(?:was|were)$/i.test(helper.text) &&
    main.tags.has('Verb') &&
    main.tags.has('PastTense') &&
    /ed$/i.test(main.text)
  );
}

/**
 * Where the clause that goes on at `from` ends: before "and", "or" or "but", or after the first word
 * followed by a comma, semicolon, colon, dash or quote, counting the word just before `from` (a comma
 * right after it means the clause has already ended).
 */
export function clauseEnd(tokens: Token[], from: number): number {
  for (let index = Math.max(from - 1, 0); index < tokens.length; index++) {
    if (index >= from && /^(and|or|but)$/i.test(tokens[index]?.text ?? '')) return index;
    if (/[,;:—–()"“”]/.test(tokens[index]?.post ?? '')) return index + 1;
  }
  return tokens.length;
}

const CUT_AFTER = ['Determiner', 'Preposition', 'Possessive', 'Conjunction'];

/** "The night was cold, dark …": after "was" an adjective ends a whole clause. */
function hasCopulaBefore(tokens: Token[], end: number): boolean {
  return tokens.slice(0, end).some((token) => token.tags.has('Copula'));
}

/**
 * Whether ending a clause at `end` cuts a phrase in two: "The Package Document carries
 * bibliographic | and structural metadata", "Old Pipes considered that | , as he was …". An
 * adjective after "was" or "is" ends a whole clause ("The night was cold | and dark").
 */
export function cutsPhrase(tokens: Token[], end: number): boolean {
  const last = tokens[end - 1];
  if (!last || end >= tokens.length) return false;
  if (/^(?:that|than|of|to|the|a|an)$/i.test(last.text)) return true;
  // "… with his great | , hollow eyes": a comma between two describing words is inside the phrase.
  const next = tokens[end];
  if (
    last.tags.has('Adjective') &&
    !last.tags.has('Noun') &&
    next?.tags.has('Adjective') &&
    !hasCopulaBefore(tokens, end)
  )
    return true;
  if (!/^(?:and|or|but|nor)$/i.test(tokens[end]?.text ?? '') || last.tags.has('Noun')) return false;
  // "when he heard this, | and he …": a pointing word before a comma stands for a whole thing.
  if (/^(?:this|these|those)$/i.test(last.text) && /,/.test(last.post)) return false;
  if (CUT_AFTER.some((tag) => last.tags.has(tag))) return true;
  return last.tags.has('Adjective') && !hasCopulaBefore(tokens, end);
}

export function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** Joins question parts with single spaces, skipping empty ones. */
export function joinWords(...parts: string[]): string {
  return parts.filter((part) => part.length > 0).join(' ');
}

/**
 * Where the noun phrase just before `end` starts: a pronoun alone ("he"), or words of a name or a
 * description back to its determiner ("the old King", "Gerda"); `end` itself when there is none.
 */
export function nounPhraseStartBefore(tokens: Token[], end: number): number {
  const last = tokens[end - 1];
  if (!last || /[,;:]/.test(last.post)) return end;
  if (last.tags.has('Pronoun')) return end - 1;
  let start = end;
  while (start > 0) {
    const token = tokens[start - 1] as Token;
    if (start < end && /[,;:]/.test(token.post)) break;
    const inPhrase = ['Noun', 'Adjective', 'Determiner', 'Possessive'].some((tag) => token.tags.has(tag));
    const pronoun = token.tags.has('Pronoun') && !token.tags.has('Possessive');
    if (!inPhrase || pronoun || token.tags.has('Verb')) break;
    start--;
    if (token.tags.has('Determiner') || token.tags.has('Possessive')) break;
  }
  return start;
}
