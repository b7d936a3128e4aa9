import type { GeneratedQuestion } from '#contract/questions.ts';
import { normalizeChoiceText } from '#contract/questions.ts';
import { buildQuestion, upperFirst } from './build-question.ts';
import type { TermPools } from './distractors.ts';
import { findKeyTerms, spanText } from './key-terms.ts';
import { joinWords } from './sentence-parts.ts';
import { isEvent, type Statement } from './statements.ts';
import type { StoryEvent } from './story-events.ts';

/**
 * "Which of these is true?": one event as the text tells it, and three the text contradicts — an
 * event with its person, place or number swapped for another of the section's, or told as not
 * having happened ("The crow did not open her beak").
 */
export function trueStatementQuestions(
  claims: Statement[],
  pools: TermPools,
  sectionText: string,
): GeneratedQuestion[] {
  if (claims.length < 2) return [];
  const events = claims.filter(isEvent);
  const changed = claims.flatMap((claim) => [
    ...swapped(claim, pools),
    ...(isEvent(claim) ? otherDoer(claim, events) : []),
  ]);
  const section = normalizeChoiceText(sectionText);
  for (const truth of claims) {
    // Changes to other events first, and one "did not" at most: when every wrong answer is a
    // negation, the true one is the odd one out.
    const wrong = [
      ...changed.filter((f) => f.from !== truth),
      ...changed.filter((f) => f.from === truth),
      ...events
        .filter((event) => event !== truth)
        .map(negated)
        .slice(0, 1),
    ].filter((f) => !section.includes(normalizeChoiceText(f.text)));
    // One change per event while there are enough: three changes of one event would single out the fourth.
    const perEvent = wrong.filter((f, i) => wrong.findIndex((other) => other.from === f.from) === i);
    const distractors = [...new Set([...perEvent, ...wrong].map((f) => f.text))].slice(0, 3);
    if (distractors.length < 3) continue;
    return [
      buildQuestion(
        'true_statement',
        'Which of these is true?',
        upperFirst(truth.text),
        distractors.map(upperFirst),
        truth.sentence,
        `The story says: “${truth.text}”.`,
      ),
    ];
  }
  return [];
}

interface Falsehood {
  from: Statement;
  text: string;
}

// Not things: "the crow opened her cheese" or "subset are a subset" reads as nonsense, not as false.
const SWAPPABLE = ['person', 'place', 'number'] as const;

/** The event with one person, place or number replaced by another of the same kind from the section. */
function swapped(event: Statement, pools: TermPools): Falsehood[] {
  const terms = findKeyTerms({ paragraph_index: 0, tokens: event.tokens });
  return terms.flatMap((term) => {
    const kind = SWAPPABLE.find((k) => k === term.kind);
    if (!kind) return [];
    const other = (pools.get(kind) ?? []).find(
      (candidate) => normalizeChoiceText(candidate) !== normalizeChoiceText(term.text),
    );
    if (!other) return [];
    const text = event.text.replace(term.text, other);
    return text === event.text ? [] : [{ from: event, text }];
  });
}

/** "The crow opened her beak" → "The crow did not open her beak"; "does not" for the present. */
function negated(event: StoryEvent): Falsehood {
  const { tokens, subjectEnd, verbIndex, infinitive, auxiliary } = event;
  const subject = spanText(tokens, 0, subjectEnd);
  return {
    from: event,
    text: joinWords(subject, `${auxiliary} not`, infinitive, spanText(tokens, verbIndex + 1, tokens.length)),
  };
}

/** "The crow opened her beak" → "The fox opened her beak": another of the section's doers. */
function otherDoer(event: StoryEvent, events: StoryEvent[]): Falsehood[] {
  if (event.subjectEnd === 1 && event.tokens[0]?.tags.has('Pronoun')) return [];
  // A present verb agrees with its subject ("the squirrel hides", "trees lose"): swap only past or modal ones.
  if (event.auxiliary === 'does' || event.auxiliary === 'do') return [];
  const rest = spanText(event.tokens, event.subjectEnd, event.tokens.length);
  // One doer per head noun: "a crow" and "the crow" are the same doer.
  const heads = new Map<string, string>();
  for (const other of events) {
    if (other.tokens[0]?.tags.has('Pronoun')) continue;
    const head = normalizeChoiceText(other.subject).split(' ').at(-1) ?? '';
    if (!heads.has(head)) heads.set(head, other.subject);
  }
  heads.delete(normalizeChoiceText(event.subject).split(' ').at(-1) ?? '');
  return [...heads.values()]
    .slice(0, 2)
    .map((doer) => ({ from: event, text: `${upperFirst(doer)} ${rest}` }));
}
