import type { Sentence, Token } from './section-analysis.ts';
import { lexiconTag } from './sentence-parts.ts';
import { isContentWord, isStopword } from './text-words.ts';

/** What a key term is; distractors are always drawn from terms of the same kind first. */
export type TermKind = 'person' | 'place' | 'name' | 'number' | 'thing' | 'action' | 'word';

/** A term of a sentence, covering tokens [start, end). */
export interface KeyTerm {
  kind: TermKind;
  text: string;
  start: number;
  end: number;
  plural: boolean;
}

const NOT_A_NOUN = ['Pronoun', 'Value', 'Possessive', 'Date', 'Acronym'];
const NOT_AN_ACTION = ['Auxiliary', 'Copula', 'Modal', 'Gerund', 'Infinitive', 'Participle'];

/** Words, spaces and the dots, apostrophes and hyphens inside names: never markup or code. */
const PLAIN_TERM = /^[\p{L}\p{M}\p{N}][\p{L}\p{M}\p{N} .'’-]*$/u;

/** Finds names, numbers, nouns and past-tense actions with the tagger's tags, or content words when untagged. */
export function findKeyTerms(sentence: Sentence): KeyTerm[] {
  const { tokens } = sentence;
  const terms: KeyTerm[] = [];
  let index = 0;
  while (index < tokens.length) {
    const term = termAt(tokens, index);
    if (term && PLAIN_TERM.test(term.text) && !isGlued(tokens, term)) terms.push(term);
    index = term ? term.end : index + 1;
  }
  return terms;
}

/** Part of a hyphenated or slashed word ("five-and-twenty"): blanking it would leave half a word. */
function isGlued(tokens: Token[], term: KeyTerm): boolean {
  return /^[-/]$/.test(tokens[term.start - 1]?.post ?? '') || /^[-/]$/.test(tokens[term.end - 1]?.post ?? '');
}

function termAt(tokens: Token[], start: number): KeyTerm | undefined {
  const token = tokens[start];
  if (!token) return undefined;
  const { tags } = token;
  if (tags.size === 0)
    return isContentWord(token.text) ? makeTerm(tokens, 'word', start, start + 1) : undefined;
  if (isNameWord(token)) return properNounAt(tokens, start);
  if (tags.has('Cardinal') && !tags.has('Ordinal'))
    return makeTerm(tokens, 'number', start, runEnd(tokens, start, isCardinal));
  if (isCommonNoun(token)) {
    // A noun capitalised in mid-sentence is a name the tagger did not know ("Grandma", "Leo").
    const kind = start > 0 && /^\p{Lu}/u.test(token.text) ? 'name' : 'thing';
    const term = makeTerm(tokens, kind, start, runEnd(tokens, start, isCommonNoun));
    if (kind === 'thing' && isParticleAfterVerb(tokens, term)) return undefined;
    return term.text.split(' ').some(isContentWord) ? term : undefined;
  }
  if (tags.has('PastTense') && !NOT_AN_ACTION.some((tag) => tags.has(tag)) && isContentWord(token.text)) {
    return makeTerm(tokens, 'action', start, start + 1);
  }
  return undefined;
}

/**
 * "the ladies who stood round about": a lone word straight after a verb, with no determiner, that
 * compromise's lexicon knows as a preposition or an adverb — or as a describing word with a particle
 * after it ("round about") — is the verb's particle, not a thing. "brought gold to the king" keeps
 * its gold.
 */
function isParticleAfterVerb(tokens: Token[], term: KeyTerm): boolean {
  if (term.end - term.start !== 1 || !tokens[term.start - 1]?.tags.has('Verb')) return false;
  const tag = lexiconTag(term.text);
  if (tag === 'Preposition' || tag === 'Adverb') return true;
  return tag === 'Adjective' && PARTICLE.test(tokens[term.end]?.text ?? '');
}

const PARTICLE = /^(?:about|away|off|up|down|out|back|again|over|along|around)$/i;

/** Months and days the quick tagger takes for first names ("April is the cruellest month"). */
const CALENDAR =
  /^(?:January|February|March|April|May|June|July|August|September|October|November|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)$/;

function properNounAt(tokens: Token[], start: number): KeyTerm | undefined {
  const end = runEnd(tokens, start, isNameWord);
  const run = tokens.slice(start, end);
  // Months and days are tagged as people too ("April is the cruellest month").
  const person =
    run.some((t) => t.tags.has('Person')) && !run.some((t) => t.tags.has('Date') || CALENDAR.test(t.text));
  const kind = person ? 'person' : run.some((t) => t.tags.has('Place')) ? 'place' : 'name';
  // A capitalised first word the tagger could not place is usually an ordinary word, not a name.
  if (kind === 'name' && start === 0 && end === 1) return undefined;
  if (run.every((token) => token.tags.has('Honorific'))) return undefined;
  const term = makeTerm(tokens, kind, start, end);
  return /\p{Ll}/u.test(term.text) && term.text.length >= 2 ? term : undefined;
}

/** A capitalised word tagged as a proper noun (the tagger also calls "o’clock" a surname). */
function isNameWord(token: Token): boolean {
  return token.tags.has('ProperNoun') && !token.tags.has('Pronoun') && /^\p{Lu}/u.test(token.text);
}

function isCardinal(token: Token): boolean {
  return token.tags.has('Cardinal') && !token.tags.has('Ordinal');
}

/** An ordinary noun; words in capitals are headings or acronyms, not things to ask about. */
function isCommonNoun(token: Token): boolean {
  const { tags } = token;
  if (!tags.has('Noun') || tags.has('ProperNoun') || NOT_A_NOUN.some((tag) => tags.has(tag))) return false;
  return !/^\p{Lu}[\p{Lu}\p{N}]+$/u.test(token.text) && !isStopword(token.text);
}

/** The end of the run of tokens from `start` that pass `test`, stopping at punctuation between words. */
function runEnd(tokens: Token[], start: number, test: (token: Token) => boolean): number {
  let end = start + 1;
  while (end < tokens.length && joinsNextWord(tokens[end - 1] as Token) && test(tokens[end] as Token)) end++;
  return end;
}

/** Only a space (or the full stop of "Mr." and the like) lies between this word and the next. */
function joinsNextWord(token: Token): boolean {
  return /^ ?$/.test(token.post) || (token.tags.has('Honorific') && /^\. ?$/.test(token.post));
}

function makeTerm(tokens: Token[], kind: TermKind, start: number, end: number): KeyTerm {
  const text = spanText(tokens, start, end).replace(/['’]s$/u, '');
  const plural = tokens[end - 1]?.tags.has('Plural') ?? false;
  return { kind, text, start, end, plural };
}

/** The text of tokens [start, end) as written, without the punctuation before the first or after the last. */
export function spanText(tokens: Token[], start: number, end: number): string {
  let text = '';
  for (let index = start; index < end; index++) {
    const token = tokens[index] as Token;
    text += index === start ? token.text : `${tokens[index - 1]?.post ?? ''}${token.pre}${token.text}`;
  }
  return text.trim();
}
