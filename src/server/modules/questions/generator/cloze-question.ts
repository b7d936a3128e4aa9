import { normalizeChoiceText } from '#contract/questions.ts';
import { type KeyTerm, spanText } from './key-terms.ts';
import { TABLE_LABEL } from './markup-examples.ts';
import type { QuestionDraft } from './question-draft.ts';
import { readsAsEnglish } from './reads-as-english.ts';
import { type SectionAnalysis, type Sentence, sentenceText, type Token } from './section-analysis.ts';
import type { RankedSentence } from './sentence-ranking.ts';
import { isHeading as readsAsATitle } from './statements.ts';
import { isContentWord } from './text-words.ts';
import { isKnownAs } from './wordnet/base-forms.ts';

export const BLANK = '_____';

/** Longest stretch of a sentence shown around the blank, in words: enough context, not a wall of text. */
const MAX_WINDOW = 24;

/**
 * Fill-in-the-blank on the sentence's most telling term that the rest of the shown text does not give
 * away; needs at least one other word left to read.
 */
export function clozeQuestion(ranked: RankedSentence, analysis: SectionAnalysis): QuestionDraft[] {
  // Text the English tagger cannot read (Arabic) has no verbs to tell a heading by.
  if (analysis.tagged && isHeading(ranked.sentence)) return [];
  // "Multiple _____ [required]": a row of a specification's table, whose words name elements.
  if (analysis.tagged && TABLE_LABEL.test(sentenceText(ranked.sentence))) return [];
  const ordered = [...ranked.terms].sort((a, b) => importance(b, analysis) - importance(a, analysis));
  for (const term of ordered) {
    const { tokens } = ranked.sentence;
    if (!worthABlank(term) || splitsAName(tokens, term) || readsAsAVerb(tokens, term)) continue;
    const text = blankedText(ranked.sentence.tokens, term);
    if (!text || normalizeChoiceText(text).includes(normalizeChoiceText(term.text))) continue;
    // "… fully defined in [_____]": a citation's key is no word of the text to work out.
    if (text.includes(`[${BLANK}`) || text.includes(`(${BLANK}`)) continue;
    if (analysis.tagged && contentWordsShown(text) < LEAST_CONTENT_WORDS_SHOWN) continue;
    // A line a poem quotes in French or German is no English blank: its wrong answers would be English.
    if (analysis.tagged && !readsAsEnglish(text)) continue;
    // The blank says what to do; a "Fill in the blank:" before it is only more to read.
    return [{ type: 'cloze', content: text, answer: term }];
  }
  return [];
}

/**
 * Words that frame what a text says rather than say it: "is _____ a grove" (called), "the criteria
 * _____ in PLS Documents" (defined), "is _____ to be equivalent" (meant) test grammar, not reading.
 */
const FRAMING_WORDS =
  /^(?:called|named|known|defined|described|specified|meant|intended|used|given|listed|referred|required|allowed|considered|termed|stated)$/i;

/** "a" and "one" are no number to ask for; "3.0" and "4.2" are a version's or a section's number. */
export function worthABlank(term: KeyTerm): boolean {
  if (term.kind === 'number') return !/^(?:one|a)$/i.test(term.text) && !/\d\.\d/.test(term.text);
  // "Wonderful! _____ are there tame animals …? → But": capitalised at a quotation's start, still a function word.
  if (!term.text.includes(' ') && !isContentWord(term.text)) return false;
  return !FRAMING_WORDS.test(term.text) && !POINTING_WORDS.test(term.text);
}

/** "the _____ are fully defined in …" (latter): a word that points back at others names nothing. */
const POINTING_WORDS = /^(?:latter|former|following|above|below|same|other|others|rest)$/i;

/**
 * Verbs the tagger took for a term's word: "The _____, for he knew that this was true. → Emperor
 * writhed" (a past tense WordNet knows only as a verb) and "For what reason, then, _____ thou come
 * amongst us? → art" (the old verb before "thou").
 */
function readsAsAVerb(tokens: Token[], term: KeyTerm): boolean {
  const last = tokens[term.end - 1];
  const next = tokens[term.end];
  if (next && /^(?:thou|ye)$/i.test(next.text) && (last?.post.trim() ?? '') === '') return true;
  if (term.end - term.start < 2 || !last || !/^\p{Ll}+ed$/u.test(last.text)) return false;
  return isKnownAs(last.text, 'verb') && !isKnownAs(last.text, 'noun');
}

/** Words a capitalised word after them may still begin a name with: "The Emperor", "In Paris". */
const OPENS_BEFORE_A_NAME = ['Determiner', 'Preposition', 'Pronoun', 'Conjunction', 'Adverb'];

/**
 * "Reading _____ must support …" (Systems): a capitalised word just before a name's word is the
 * name's first, which the tagger took for a gerund; blanking the rest asks for half a name.
 */
function splitsAName(tokens: Token[], term: KeyTerm): boolean {
  const before = tokens[term.start - 1];
  if (!before || !/^\p{Lu}/u.test(term.text) || !/^\p{Lu}/u.test(before.text)) return false;
  return !OPENS_BEFORE_A_NAME.some((tag) => before.tags.has(tag)) && before.post.trim() === '';
}

/**
 * A blank needs words around it to be worked out from: "Bringing _____", "The _____." or "And I
 * was _____." (a short line of a poem) could take almost any word.
 */
const LEAST_CONTENT_WORDS_SHOWN = 2;

function contentWordsShown(text: string): number {
  return text.split(/[^\p{L}'’-]+/u).filter((word) => word.length > 0 && isContentWord(word)).length;
}

/** "Allowed value(s):", "Content Model:": a label this short introduces what follows, verb or not. */
const MOST_WORDS_IN_A_LABEL = 4;

/**
 * "› 2.2 Navigation", "Allowed value(s):": a heading or a label, whose word a blank would only ask
 * to be guessed — no full stop, question or exclamation mark at the end, and only a few words
 * before a colon, or no verb and its long words capitalised. "Your cap, sir?" has no verb either,
 * but is a line someone says; "In vials of ivory and coloured glass" is a line of a poem.
 */
function isHeading(sentence: Sentence): boolean {
  const { tokens } = sentence;
  const ending = `${tokens.at(-1)?.post ?? ''}`.trim();
  // "› 4.2 Features Deprecated/Obsoleted in EPUB 3": a breadcrumb of headings.
  if (tokens.some((token) => `${token.pre}${token.text}`.includes('›'))) return true;
  if (/[.?!…]["'”’]?$/u.test(ending)) return false;
  if (ending.endsWith(':') && tokens.length <= MOST_WORDS_IN_A_LABEL) return true;
  return !tokens.some((token) => token.tags.has('Verb')) && readsAsATitle(sentence);
}

/** The clause around the term with the term replaced by a blank, as written (quotes kept only when paired). */
function blankedText(tokens: Token[], term: KeyTerm): string | undefined {
  const [from, to] = clauseAround(tokens, term);
  if (to - from <= term.end - term.start) return undefined;
  const opening = from === 0 ? (tokens[0]?.pre.trim() ?? '') : '…';
  const before = spanText(tokens, from, term.start);
  const gapBefore =
    from < term.start ? `${tokens[term.start - 1]?.post ?? ''}${tokens[term.start]?.pre ?? ''}` : '';
  const gapAfter = term.end < to ? `${tokens[term.end - 1]?.post ?? ''}${tokens[term.end]?.pre ?? ''}` : '';
  const after = spanText(tokens, term.end, to);
  const ending = to === tokens.length ? (tokens.at(-1)?.post.trim() ?? '') : '…';
  const text = `${opening}${before}${gapBefore}${BLANK}${gapAfter}${after}${ending}`
    .replace(/\s+/g, ' ')
    .trim();
  return withPairedQuotes(text);
}

/** A clause cut out of dialogue often keeps one half of a pair of quotation marks: drop them then. */
function withPairedQuotes(text: string): string {
  const straight = (text.match(/"/g) ?? []).length;
  const opening = (text.match(/[“«]/g) ?? []).length;
  const closing = (text.match(/[”»]/g) ?? []).length;
  if (straight % 2 === 0 && opening === closing) return text;
  return text
    .replace(/["“”«»]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

const KIND_IMPORTANCE: Record<KeyTerm['kind'], number> = {
  person: 4,
  place: 4,
  name: 3,
  number: 3,
  thing: 1,
  action: 1,
  word: 0,
};

function importance(term: KeyTerm, analysis: SectionAnalysis): number {
  const frequency = analysis.wordCounts.get(term.text.toLocaleLowerCase()) ?? 1;
  return KIND_IMPORTANCE[term.kind] + Math.min(frequency, 4) + Math.min([...term.text].length, 12) / 12;
}

/** The clause holding the term, cut to a window of words around it when the clause is long. */
function clauseAround(tokens: Token[], term: KeyTerm): [number, number] {
  let from = term.start;
  while (from > 0 && !/[;:—–]/.test(tokens[from - 1]?.post ?? '')) from--;
  let to = term.end;
  while (to < tokens.length && !/[;:—–]/.test(tokens[to - 1]?.post ?? '')) to++;
  const half = Math.floor(MAX_WINDOW / 2);
  if (to - from > MAX_WINDOW) {
    from = Math.max(from, term.start - half);
    to = Math.min(to, term.end + half);
  }
  return [from, to];
}
