import type { GeneratedQuestion } from '#contract/questions.ts';
import { characterWhoQuestions } from './character-who-question.ts';
import type { SectionAnalysis } from './section-analysis.ts';
import { storyEvents } from './story-events.ts';

/**
 * "The real Nightingale was banished from the country and empire." → "Who was banished from the
 * country?" → The real Nightingale: a deed done to a character is asked as one the character did,
 * with the same wrong answers (`characterWhoQuestions`). Only who: "What was the Swallow filled?"
 * or "Where was the Swallow filled?" would ask what the sentence does not tell.
 */
export function passiveWhoQuestions(analysis: SectionAnalysis, characters: string[]): GeneratedQuestion[] {
  const passives = storyEvents(analysis, { withAsides: true, passives: true }).filter(
    (event) => /^(?:was|were)$/.test(event.auxiliary) && !event.tokens[event.verbIndex]?.tags.has('Gerund'),
  );
  return characterWhoQuestions(passives, characters);
}
