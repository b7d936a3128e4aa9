import nlp from 'compromise/two';
import type { GeneratedQuestion } from '#contract/questions.ts';
import { buildQuestion } from './build-question.ts';
import { fitForChildren } from './fit-for-children.ts';
import { TABLE_LABEL } from './markup-examples.ts';
import { type SectionAnalysis, type Sentence, sentenceText, type Token } from './section-analysis.ts';
import { isStopword } from './text-words.ts';
import { baseForms } from './wordnet/base-forms.ts';
import { senseFrequency } from './wordnet/sense-frequency.ts';
import { type Sense, senseInContext } from './wordnet/sense-in-context.ts';
import {
  entryNear,
  lookUp,
  synsetAt,
  WORDNET_POS,
  type WordNetEntry,
  type WordNetPos,
} from './wordnet/wordnet-dictionary.ts';

interface DefinedWord {
  word: string;
  entry: WordNetEntry;
  definition: string;
  lexFile: number;
  sentence: Sentence;
  index: number;
}

/** compromise's tags → WordNet's files; proper nouns and function words are never asked about. */
function posOf(token: Token): WordNetPos | undefined {
  const { tags } = token;
  if (tags.has('ProperNoun') || tags.has('Pronoun') || tags.has('Value')) return undefined;
  if (tags.has('Adverb')) return 'adv';
  if (tags.has('Adjective')) return 'adj';
  if (tags.has('Verb') && !tags.has('Auxiliary') && !tags.has('Copula') && !tags.has('Modal')) return 'verb';
  if (tags.has('Noun')) return 'noun';
  return undefined;
}

/** Words that grade a quality: a participle after one describes ("so dilapidated", "very frightened"). */
const DEGREE = new Set(['so', 'very', 'too', 'quite', 'rather', 'most', 'more', 'less', 'least', 'somewhat']);

/**
 * "This hut was so dilapidated that …": the tagger reads a past participle as a verb, but after a
 * word of degree it describes, and WordNet's adjective ("in deplorable condition") is the meaning,
 * not the verb's ("fall into decay or ruin"). Only where WordNet has the adjective.
 */
function describingParticiple(tokens: Token[], index: number): boolean {
  const token = tokens[index];
  const before = tokens[index - 1];
  if (!token || !before || !token.tags.has('Verb') || !/ed$/.test(token.text)) return false;
  return DEGREE.has(before.text.toLowerCase()) && lookUp(token.text, 'adj') !== undefined;
}

/**
 * A word worth a vocabulary question is long, unknown to compromise's lexicon of common English
 * (24,600 forms) and rare in WordNet's sense-tagged corpus — a word a young reader has likely not
 * met — and has few senses, of which the one the section speaks of is chosen (`senseInContext`). A
 * definition that repeats the word ("in an obstreperous manner") would give it away.
 */
const MIN_LETTERS = 6;
const MAX_FREQUENCY = 3;
const MAX_SENSES = 3;

// compromise types world() as `object`; its lexicon maps each known word form to a tag.
const lexicon = (nlp.world() as { model: { one: { lexicon: Record<string, unknown> } } }).model.one.lexicon;

function defined(
  token: Token,
  sentence: Sentence,
  index: number,
  sectionWords: ReadonlySet<string>,
  explains: boolean,
): DefinedWord | undefined {
  const word = token.text;
  if (word.length < MIN_LETTERS || !/^\p{Ll}+$/u.test(word) || isStopword(word)) return undefined;
  const pos = describingParticiple(sentence.tokens, index) ? 'adj' : posOf(token);
  if (!pos) return undefined;
  if (word in lexicon) return undefined;
  const forms = baseForms(word, pos);
  for (const form of forms) {
    const entry = lookUp(form, pos);
    if (!entry) continue;
    // "waters" has an entry of its own (the fluid round an embryo), but "the waters howl" are water.
    if (form === word && token.tags.has('Plural') && forms.slice(1).some((base) => lookUp(base, pos)))
      continue;
    if (form in lexicon || entry.senses > MAX_SENSES || senseFrequency(form, pos) > MAX_FREQUENCY)
      return undefined;
    if (inPhrase(sentence.tokens, index) || endsACompound(sentence.tokens, index)) return undefined;
    if (explains && adjectiveAsNoun(sentence.tokens, index, pos)) return undefined;
    const synsets = entry.offsets.map((offset) => synsetAt(offset, pos));
    const senses = synsets.filter((synset) => !synset.named && !isFieldSense(synset));
    // A word left with one sense because its field-labelled ones were dropped may well mean one of
    // those: the section must speak of the one that is left. In a text that explains, a field's sense
    // of the same kind as one left is most often the one meant: "(computer science) a listing of the
    // files" beside "an alphabetical list of names and addresses", in "a single common root directory".
    const labelled = senses.length < entry.offsets.length;
    const fieldTwin = synsets.some(
      (synset) => isFieldSense(synset) && senses.some((left) => left.lexFile === synset.lexFile),
    );
    if (explains && fieldTwin) return undefined;
    const sense = senseInContext(
      senses,
      sectionWords,
      labelled || inNounCompound(sentence.tokens, index, pos, explains),
      explains,
    );
    if (!sense || !usableDefinition(sense.definition, form, pos)) return undefined;
    return { word, entry, definition: sense.definition, lexFile: sense.lexFile, sentence, index };
  }
  return undefined;
}

/** A sense labelled with its field ("(theology) the origination of …") is rarely the one meant. */
function isFieldSense(sense: Sense): boolean {
  return sense.definition.startsWith('(');
}

/**
 * Whether the word is part of a phrase WordNet defines as a whole ("of course", "fall back"): the
 * phrase's meaning is not the word's ("course" alone does not mean "as might be expected").
 */
function inPhrase(tokens: Token[], index: number): boolean {
  const word = tokens[index]?.text ?? '';
  const before = tokens[index - 1];
  const after = tokens[index + 1];
  const phrases = [
    before && !/\S/.test(before.post) ? `${before.text} ${word}` : '',
    after && !/\S/.test(tokens[index]?.post ?? '') ? `${word} ${after.text}` : '',
  ].filter((phrase) => phrase.length > 0);
  return phrases.some((phrase) => WORDNET_POS.some((pos) => lookUp(phrase, pos) !== undefined));
}

/**
 * A noun before another noun ("the fallback content") is used as a describing word, which WordNet's
 * noun sense does not define; in a text that explains, a noun after another ("media queries", "case
 * normalization") heads a term, which means more than the word ("an instance of questioning"). Only a
 * sense the section itself speaks of will do for either.
 */
function inNounCompound(tokens: Token[], index: number, pos: WordNetPos, explains: boolean): boolean {
  if (pos !== 'noun') return false;
  const before = tokens[index - 1];
  // "its agility": the tagger calls a possessive a noun.
  const headsOne =
    explains &&
    !!before &&
    !/\S/.test(before.post) &&
    before.tags.has('Noun') &&
    !before.tags.has('Possessive') &&
    /^\p{Ll}+$/u.test(before.text);
  return headsOne || tokens[index + 1]?.tags.has('Noun') === true;
}

/**
 * "a JavaScripted equivalent of the slideshow", "a phonetic equivalent can …": an adjective that
 * WordNet also has as a noun, in a noun phrase (after an article or another describing word) with no
 * noun after it, is that noun, which its adjective sense does not define.
 */
function adjectiveAsNoun(tokens: Token[], index: number, pos: WordNetPos): boolean {
  if (pos !== 'adj' || !lookUp(tokens[index]?.text ?? '', 'noun')) return false;
  const before = tokens[index - 1];
  const after = tokens[index + 1];
  // "a JavaScripted equivalent": the tagger calls a describing participle a past-tense verb.
  const describing =
    before?.tags.has('Adjective') ||
    (before?.tags.has('PastTense') && tokens[index - 2]?.tags.has('Determiner'));
  const inNounPhrase = !!before && (before.tags.has('Determiner') || describing === true);
  const endsIt =
    !after || /\S/.test(tokens[index]?.post ?? '') || after.tags.has('Preposition') || after.tags.has('Verb');
  return inNounPhrase && endsIt;
}

/**
 * Whether the word ends a compound joined by a hyphen: a "hermit-thrush" is a bird, not the singer
 * that "thrush" alone may be (beside "sings"), and "to-morrow" is one word. A word that starts one
 * keeps its meaning ("tinder" in "tinder-box", "poultry" in "poultry-yard").
 */
function endsACompound(tokens: Token[], index: number): boolean {
  return /-$/.test(tokens[index - 1]?.post ?? '');
}

function usableDefinition(definition: string, lemma: string, pos?: WordNetPos): boolean {
  const words = definition.split(' ').length;
  // A noun defined as a verb ("fallback: to break off a military action") is a gloss gone wrong.
  if (pos === 'noun' && /^to\s/.test(definition)) return false;
  return (
    words >= 2 &&
    words <= 14 &&
    !definition.toLowerCase().includes(lemma.slice(0, 5)) &&
    fitForChildren(definition)
  );
}

/**
 * A wrong answer must read like the right one: about as long, and not about a named person or
 * place or a genus (capitals, dates in brackets), which a child would rule out at a glance.
 */
function looksAlike(definition: string, answer: string): boolean {
  const ratio = definition.split(' ').length / answer.split(' ').length;
  return ratio >= 0.5 && ratio <= 2 && !/[\p{Lu}\d()]|genus|family/u.test(definition);
}

/** Longest stretch of the sentence shown in the stem, in words. */
const WINDOW = 16;

/**
 * "In the sentence “…”, what does “obstreperously” mean?" with WordNet's definition and, as wrong
 * answers, definitions of other words of the same part of speech — from the section first, then
 * from WordNet — so every choice reads as a definition of that kind of word.
 */
export function vocabularyQuestions(
  analysis: SectionAnalysis,
  /** A text that explains (`isExpository`) names its terms with compounds and with adjectives used as nouns. */
  { explains = false }: { explains?: boolean } = {},
): GeneratedQuestion[] {
  if (!analysis.tagged) return [];
  const words: DefinedWord[] = [];
  const sectionWords = new Set(analysis.wordCounts.keys());
  for (const sentence of analysis.sentences) {
    // A word is defined by its sentence: a heading, a table cell or a line of markup is not one.
    const text = sentenceText(sentence);
    if (sentence.tokens.length < 3 || /[{}<>=]/.test(text) || TABLE_LABEL.test(text)) continue;
    sentence.tokens.forEach((token, index) => {
      const word = defined(token, sentence, index, sectionWords, explains);
      if (word && !words.some((other) => other.entry.lemma === word.entry.lemma)) words.push(word);
    });
  }
  words.sort((a, b) => b.word.length - a.word.length);
  const asked = fromDifferentSentences(words, 3);
  // Another asked word's definition as a wrong answer would give that question away beside this one.
  const unasked = words.filter((word) => !asked.includes(word));
  return asked.flatMap((word) => {
    const distractors = otherDefinitions(word, unasked);
    if (!distractors) return [];
    const shown = shownSentence(word.sentence.tokens, word.index);
    const content = `In the sentence “${shown}”, what does “${word.word}” mean?`;
    const explanation = `Here “${word.word}” means “${word.definition}”.`;
    return [buildQuestion('vocabulary', content, word.definition, distractors, word.sentence, explanation)];
  });
}

function otherDefinitions(word: DefinedWord, words: DefinedWord[]): string[] | undefined {
  const chosen = words
    .filter((other) => other !== word && other.entry.pos === word.entry.pos)
    .map((other) => other.definition);
  // Words spread through the index, chosen by the word itself so the question is repeatable, of the
  // same kind where WordNet has kinds (a person for a person, a motion for a motion); adjectives and
  // adverbs have one or two kinds only, so any will do for them.
  const sameFile = word.entry.pos === 'noun' || word.entry.pos === 'verb';
  for (let attempt = 1; chosen.length < 3 && attempt <= 300; attempt++) {
    const entry = entryNear(fraction(word.word, attempt), word.entry.pos);
    if (!entry || entry.senses > MAX_SENSES || entry.lemma.includes(' ')) continue;
    const { definition, lexFile } = synsetAt(entry.offsets[0] ?? 0, entry.pos);
    if (sameFile && attempt <= 250 && lexFile !== word.lexFile) continue;
    if (!usableDefinition(definition, entry.lemma, entry.pos) || !looksAlike(definition, word.definition))
      continue;
    if (chosen.includes(definition)) continue;
    if (definition === word.definition || definition.includes(word.entry.lemma)) continue;
    chosen.push(definition);
  }
  return chosen.length >= 3 ? chosen.slice(0, 3) : undefined;
}

function fraction(word: string, attempt: number): number {
  let hash = attempt * 2654435761;
  for (const char of word) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return (hash >>> 0) / 2 ** 32;
}

function shownSentence(tokens: Token[], index: number): string {
  const from = Math.max(0, index - WINDOW / 2);
  const to = Math.min(tokens.length, from + WINDOW);
  const shown = tokens.slice(from, to);
  const text = shown
    .map(
      (token, at) =>
        (at === 0 ? token.text : token.pre + token.text) + (at === shown.length - 1 ? '' : token.post),
    )
    .join('')
    .replace(/["“”]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const closed = text + closingBrackets(text, shown.at(-1)?.post ?? '');
  return `${from > 0 ? '…' : ''}${closed}${to < tokens.length ? '…' : ''}`;
}

/**
 * "… as defined in [CSS3Text]", "(see Embedded Audio and Video)": the brackets after the shown
 * stretch's last word that close ones opened inside it stay, or the stem would leave them open
 * (`isWellFormed` refuses it). One whose opening bracket is not shown stays out.
 */
function closingBrackets(text: string, after: string): string {
  const open = (opener: string, closer: string) => text.split(opener).length - text.split(closer).length;
  let parens = open('(', ')');
  let squares = open('[', ']');
  let closers = '';
  for (const closer of after.match(/^[)\]]*/)?.[0] ?? '') {
    if (closer === ')' && parens-- > 0) closers += closer;
    else if (closer === ']' && squares-- > 0) closers += closer;
    else break;
  }
  return closers;
}

/** The first `count` words of different sentences: two questions quoting one sentence would be one too many. */
function fromDifferentSentences(words: DefinedWord[], count: number): DefinedWord[] {
  const chosen: DefinedWord[] = [];
  for (const word of words) {
    if (chosen.length < count && !chosen.some((other) => other.sentence === word.sentence)) chosen.push(word);
  }
  return chosen;
}
