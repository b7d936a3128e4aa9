import { upperFirst } from './build-question.ts';
import { spanText } from './key-terms.ts';
import type { SectionAnalysis } from './section-analysis.ts';
import { clauseEnd, cutsPhrase } from './sentence-parts.ts';
import type { StoryEvent } from './story-events.ts';

/** A clause of the section as written: what a main-idea choice is made of. */
export type Statement = Pick<StoryEvent, 'text' | 'sentence' | 'order' | 'tokens'>;

/** A statement whose subject and verb were found: it can be negated, asked about, reworded. */
export function isEvent(statement: Statement): statement is StoryEvent {
  return 'auxiliary' in statement;
}

const OPENS_ON = ['Conjunction', 'Preposition', 'QuestionWord', 'Adverb'];
const MIN_WORDS = 4;
const MAX_WORDS = 16;

/**
 * The section's events, then the first clause of every other sentence that reads as a choice
 * ("Characters are good or bad", "The tree loses its leaves in autumn"): a section that tells no
 * story in the past can still be mostly about something. Dialogue and markup are left out.
 */
export function statements(analysis: SectionAnalysis, events: StoryEvent[]): Statement[] {
  if (!analysis.tagged) return [];
  const told = new Set(events.map((event) => event.order));
  const others = analysis.sentences.flatMap((sentence, order) => {
    const { tokens } = sentence;
    if (told.has(order) || tokens.some((token) => /["“”]/.test(token.pre + token.post))) return [];
    // "And now they …", "If a Reading System …", "At last he …" lean on another sentence.
    if (OPENS_ON.some((tag) => tokens[0]?.tags.has(tag))) return [];
    const end = clauseEnd(tokens, 1);
    const text = spanText(tokens, 0, end);
    if (end < MIN_WORDS || end > MAX_WORDS || !/^[\p{L}\p{N} ,.'’-]+$/u.test(text)) return [];
    if (cutsPhrase(tokens, end)) return [];
    if (!tokens.slice(0, end).some((token) => token.tags.has('Verb'))) return [];
    return [{ text: upperFirst(text), sentence, order, tokens: tokens.slice(0, end) }];
  });
  return [...events, ...others];
}
