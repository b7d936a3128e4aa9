import type { GeneratedQuestion } from '#contract/questions.ts';
import { normalizeChoiceText } from '#contract/questions.ts';
import { buildQuestion, upperFirst } from './build-question.ts';
import { eventInQuestion, type StoryEvent } from './story-events.ts';

/**
 * Order-of-events questions from events of different sentences, so their order is certain:
 * "What happened just after …?" (the next event, against three that came before it — none of them
 * can be said to come after), from the last pair of events back to the fourth, then "What happened
 * first?" (the earliest of four) and "What happened last?" (the latest of four).
 */
export function sequenceQuestions(events: StoryEvent[]): GeneratedQuestion[] {
  const distinct = distinctEvents(events);
  const questions: GeneratedQuestion[] = [];
  for (let at = distinct.length - 2; at >= 3; at--) {
    const question = justAfter(distinct, at);
    if (question) questions.push(question);
  }
  if (distinct.length < 4) return questions;
  const [first, ...later] = distinct;
  const last = distinct.at(-1) as StoryEvent;
  const earlier = distinct.slice(0, -1);
  const ends = [
    { label: 'first', answer: first, others: [later[0], later[Math.floor(later.length / 2)], later.at(-1)] },
    {
      label: 'last',
      answer: last,
      others: [earlier[0], earlier[Math.floor(earlier.length / 2)], earlier.at(-1)],
    },
  ];
  for (const { label, answer, others } of ends) {
    const unique = [...new Set(others)].filter((event): event is StoryEvent => event !== undefined);
    if (!answer || unique.length < 3) continue;
    questions.push(
      buildQuestion(
        'sequence',
        `In this part, what happened ${label}?`,
        upperFirst(answer.text),
        unique.map((event) => upperFirst(event.text)),
        answer.sentence,
        `This comes ${label === 'first' ? 'before' : 'after'} the others in this part: “${answer.text}”.`,
      ),
    );
  }
  return questions;
}

/** "What happened just after <event at>?": the next event, against the three before `at`. */
function justAfter(distinct: StoryEvent[], at: number): GeneratedQuestion | undefined {
  const before = distinct[at];
  const next = distinct[at + 1];
  // The event named in the question is kept short: the question is read before the choices.
  if (!before || !next || before.tokens.length > 9) return undefined;
  const earlier = distinct.slice(0, at).slice(-3);
  const question = buildQuestion(
    'sequence',
    `What happened just after ${eventInQuestion(before)}?`,
    upperFirst(next.text),
    earlier.map((event) => upperFirst(event.text)),
    next.sentence,
    `Right after that, the text says: “${next.text}”.`,
  );
  // What came of an event is the story's outcome, as FairytaleQA's experts ask it.
  return { ...question, element: 'outcome' };
}

/** One event per sentence, and none that repeats another's words. */
function distinctEvents(events: StoryEvent[]): StoryEvent[] {
  const seen = new Set<string>();
  const sentences = new Set<number>();
  // Only what happened: present-tense sentences explain how things are, in no particular order.
  return events.filter((event) => {
    if (event.auxiliary !== 'did' || didNotHappen(event) || isAState(event)) return false;
    const key = normalizeChoiceText(event.text);
    if (seen.has(key) || sentences.has(event.order)) return false;
    seen.add(key);
    sentences.add(event.order);
    return true;
  });
}

/** "The poor Duckling did not dare to rise up": what did not happen is no event to put in order. */
function didNotHappen(event: StoryEvent): boolean {
  return event.tokens.some((token) => token.tags.has('Negative') || /^(?:not|never|n't)$/i.test(token.text));
}

/**
 * "The Hen had quite little short legs": what someone had is how things were, not what happened;
 * "He had to come home again" tells a deed.
 */
function isAState(event: StoryEvent): boolean {
  return event.infinitive === 'have' && !/^to$/i.test(event.tokens[event.verbIndex + 1]?.text ?? '');
}
