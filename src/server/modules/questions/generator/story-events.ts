import { spanText } from './key-terms.ts';
import type { SectionAnalysis, Sentence, Token } from './section-analysis.ts';
import { clauseEnd, findSubjectAndVerb } from './sentence-parts.ts';

/** Something that happens in the section: "the crow opened her beak to sing", in the text's own words. */
export interface StoryEvent {
  /** The clause as written, from its subject to the end of the clause (no final punctuation). */
  text: string;
  sentence: Sentence;
  /** Position of the sentence in the section: events are in story order. */
  order: number;
  /** Tokens of the clause, for the questions that change a word of it. */
  tokens: Token[];
  verbIndex: number;
  subject: string;
  infinitive: string;
}

/** A choice a child reads at a glance, and long enough to say something. */
const MIN_WORDS = 4;
const MAX_WORDS = 12;

/**
 * One event per sentence that starts with a subject and a past-tense verb; dialogue is left out
 * (what is said is not what happens). Uses the quick tags, so it costs a scan of the section.
 */
export function storyEvents(analysis: SectionAnalysis): StoryEvent[] {
  if (!analysis.tagged) return [];
  const events: StoryEvent[] = [];
  for (const [order, sentence] of analysis.sentences.entries()) {
    const { tokens } = sentence;
    if (tokens.some((token) => /["“”]/.test(token.pre + token.post))) continue;
    const parts = findSubjectAndVerb(tokens);
    if (!parts) continue;
    const end = clauseEnd(tokens, parts.verbIndex + 1);
    if (end < MIN_WORDS || end > MAX_WORDS) continue;
    const clause = tokens.slice(0, end);
    events.push({
      text: spanText(tokens, 0, end),
      sentence,
      order,
      tokens: clause,
      verbIndex: parts.verbIndex,
      subject: parts.subject,
      infinitive: parts.infinitive,
    });
  }
  return events;
}

/** The event as the middle of a question: "the crow opened her beak" (a name keeps its capital). */
export function eventInQuestion(event: StoryEvent): string {
  const first = event.tokens[0];
  const common = first && ['Determiner', 'Pronoun', 'Possessive', 'Adjective'].some((t) => first.tags.has(t));
  return common ? event.text.charAt(0).toLowerCase() + event.text.slice(1) : event.text;
}
