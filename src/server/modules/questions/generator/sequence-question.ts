import type { GeneratedQuestion } from '#contract/questions.ts';
import { normalizeChoiceText } from '#contract/questions.ts';
import { buildQuestion, upperFirst } from './build-question.ts';
import { eventInQuestion, type StoryEvent } from './story-events.ts';

/**
 * Order-of-events questions from events of different sentences, so their order is certain:
 * "What happened first?" (the earliest of four) and "What happened just after …?" (the next event,
 * against three that came before it — none of them can be said to come after).
 */
export function sequenceQuestions(events: StoryEvent[]): GeneratedQuestion[] {
  const distinct = distinctEvents(events);
  const questions: GeneratedQuestion[] = [];
  const before = distinct[distinct.length - 2];
  // The event named in the question is kept short: the question is read before the choices.
  if (distinct.length >= 5 && before && before.tokens.length <= 9) {
    const next = distinct[distinct.length - 1] as StoryEvent;
    const content = `What happened just after ${eventInQuestion(before)}?`;
    const earlier = distinct.slice(0, distinct.length - 2).slice(-3);
    questions.push(
      buildQuestion(
        'sequence',
        content,
        upperFirst(next.text),
        earlier.map((event) => upperFirst(event.text)),
        next.sentence,
        `Right after that, the story says: “${next.text}”.`,
      ),
    );
  }
  if (distinct.length >= 4) {
    const [first, ...later] = distinct;
    const others = [later[0], later[Math.floor(later.length / 2)], later.at(-1)];
    const unique = [...new Set(others)].filter((event): event is StoryEvent => event !== undefined);
    if (first && unique.length === 3) {
      questions.push(
        buildQuestion(
          'sequence',
          'In this part of the story, what happened first?',
          upperFirst(first.text),
          unique.map((event) => upperFirst(event.text)),
          first.sentence,
          `This comes before the others in the story: “${first.text}”.`,
        ),
      );
    }
  }
  return questions;
}

/** One event per sentence, and none that repeats another's words. */
function distinctEvents(events: StoryEvent[]): StoryEvent[] {
  const seen = new Set<string>();
  const sentences = new Set<number>();
  // Only what happened: present-tense sentences explain how things are, in no particular order.
  return events.filter((event) => {
    if (event.auxiliary !== 'did') return false;
    const key = normalizeChoiceText(event.text);
    if (seen.has(key) || sentences.has(event.order)) return false;
    seen.add(key);
    sentences.add(event.order);
    return true;
  });
}
