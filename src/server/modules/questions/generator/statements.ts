import { upperFirst } from './build-question.ts';
import { spanText } from './key-terms.ts';
import { type SectionAnalysis, type Sentence, sentenceText, type Token } from './section-analysis.ts';
import { clauseEnd, cutsPhrase } from './sentence-parts.ts';
import type { StoryEvent } from './story-events.ts';

/** A clause of the section as written: what a main-idea choice is made of. */
export type Statement = Pick<StoryEvent, 'text' | 'sentence' | 'order' | 'tokens'>;

/** A statement whose subject and verb were found: it can be negated, asked about, reworded. */
export function isEvent(statement: Statement): statement is StoryEvent {
  return 'auxiliary' in statement;
}

const OPENS_ON = ['Conjunction', 'Preposition', 'QuestionWord', 'Adverb'];
/** A participle ("Accompanied by …", "Given their size, …") opens a phrase, not a clause. */
const OPENS_A_PHRASE = ['PastTense', 'Participle', 'Gerund'];
const MIN_WORDS = 4;
const MAX_WORDS = 16;

/** "4. An Eastern Garden", "III. How the King Rode Away", "Chapter 2 …": a numbered title. */
const NUMBERED_TITLE = /^(?:(?:chapter|part|book)\s+)?(?:\d+|[IVXLCDM]+)[.):]\s/i;

/**
 * A heading, never a statement: a numbered title, or a line with no closing stop whose every long
 * word is capitalised ("The King Rode Away") — the tagger may still find a verb in it.
 */
export function isHeading(sentence: Sentence): boolean {
  const text = sentenceText(sentence);
  if (NUMBERED_TITLE.test(text)) return true;
  if (/[.!?;:…]["'’”)]*$/u.test(text)) return false;
  return (text.match(/\p{L}{4,}/gu) ?? []).every((word) => /^\p{Lu}/u.test(word));
}

/** Not after "the", "an Eastern" or "his": a verb there is a noun the tagger misread ("An Eastern Garden"). */
const BEFORE_A_NOUN = ['Determiner', 'Adjective', 'Possessive'];

/** Whether the clause has a verb that can be its own, not a noun the tagger took for one. */
function hasVerb(tokens: Token[]): boolean {
  return tokens.some(
    (token, index) =>
      token.tags.has('Verb') && !BEFORE_A_NOUN.some((tag) => tokens[index - 1]?.tags.has(tag)),
  );
}

/**
 * The section's events, then the first clause of every other sentence that reads as a choice
 * ("Characters are good or bad", "The tree loses its leaves in autumn"): a section that tells no
 * story in the past can still be mostly about something. Dialogue, markup and headings are left out.
 */
export function statements(analysis: SectionAnalysis, events: StoryEvent[]): Statement[] {
  if (!analysis.tagged) return [];
  const told = new Set(events.map((event) => event.order));
  const others = analysis.sentences.flatMap((sentence, order) => {
    const { tokens } = sentence;
    if (told.has(order) || analysis.spoken.has(order)) return [];
    // "And now they …", "If a Reading System …", "At last he …" lean on another sentence.
    if (OPENS_ON.some((tag) => tokens[0]?.tags.has(tag))) return [];
    // "Accompanied by his friends", "Like many great writers whose …", "Am I a dunce?": a phrase or a
    // question, not a statement written like the others ("Age determination …" may be tagged a verb).
    if (
      OPENS_A_PHRASE.some((tag) => tokens[0]?.tags.has(tag)) ||
      /^(?:like|unlike|as)$/i.test(tokens[0]?.text ?? '')
    )
      return [];
    if (/\?/.test(tokens.at(-1)?.post ?? '')) return [];
    const end = clauseEnd(tokens, 1);
    const text = spanText(tokens, 0, end);
    if (end < MIN_WORDS || end > MAX_WORDS || !/^[\p{L}\p{N} ,.'’-]+$/u.test(text)) return [];
    if (cutsPhrase(tokens, end)) return [];
    if (!hasVerb(tokens.slice(0, end)) || isHeading(sentence)) return [];
    return [{ text: upperFirst(text), sentence, order, tokens: tokens.slice(0, end) }];
  });
  return [...events.filter((event) => !isHeading(event.sentence)), ...others];
}
