import type { GeneratedQuestion } from '#contract/questions.ts';
import { characterWhoQuestions } from './character-who-question.ts';
import type { StoryEvent } from './story-events.ts';

/**
 * A deed done to someone ("was banished"), among the events `storyEvents` reads with `passives`;
 * "was mending" is something the subject did, which the other who-questions ask.
 */
export function isDeedDone(event: StoryEvent): boolean {
  return /^(?:was|were)$/.test(event.auxiliary) && !event.tokens[event.verbIndex]?.tags.has('Gerund');
}

/**
 * "The real Nightingale was banished from the country and empire." → "Who was banished from the
 * country?" → The real Nightingale: a deed done to a character is asked as one the character did,
 * with the same wrong answers (`characterWhoQuestions`). Only who: "What was the Swallow filled?"
 * or "Where was the Swallow filled?" would ask what the sentence does not tell.
 */
export function passiveWhoQuestions(events: StoryEvent[], characters: string[]): GeneratedQuestion[] {
  return characterWhoQuestions(events.filter(isDeedDone), characters);
}
