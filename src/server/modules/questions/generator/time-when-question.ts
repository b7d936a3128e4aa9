import { type GeneratedQuestion, normalizeChoiceText } from '#contract/questions.ts';
import { buildQuestion, textSays, upperFirst } from './build-question.ts';
import { spanText } from './key-terms.ts';
import type { Token } from './section-analysis.ts';
import { joinWords } from './sentence-parts.ts';
import type { StoryEvent } from './story-events.ts';
import { baseForms } from './wordnet/base-forms.ts';
import { nounKind } from './wordnet/wordnet-dictionary.ts';

const TIME_PREPOSITIONS = /^(?:in|at|on|during|after|before|by)$/i;
const LINKING_WORDS = /^(?:and|but|then|so|now)$/i;
/** Everyday times, as wrong answers when the section has too few of its own. */
const GENERIC_TIMES = [
  'In the morning',
  'At night',
  'On Sunday',
  'After dinner',
  'Last summer',
  'Before breakfast',
];

interface Time {
  event: StoryEvent;
  text: string;
  /** Where the phrase is in the clause, or undefined when it opens the sentence. */
  start?: number;
}

/**
 * "That evening, Grandma Rosa baked three apple pies." → "When did Grandma Rosa bake three apple
 * pies?" — "That evening"; the time is an opening phrase or a phrase after the verb ("in the
 * morning") whose noun WordNet calls a time. Wrong answers are the section's other times, then
 * everyday ones.
 */
export function timeWhenQuestions(events: StoryEvent[]): GeneratedQuestion[] {
  const times = events.flatMap(timeOf);
  return times.flatMap((time) => {
    const { event } = time;
    const heads = new Set([headOf(time.text)]);
    const others: string[] = [];
    const fillers = fillerTimes(time.text);
    for (const text of [...times.filter((t) => t.event !== event).map((t) => t.text), ...fillers]) {
      if (heads.has(headOf(text)) || others.length === 3) continue;
      heads.add(headOf(text));
      others.push(upperFirst(text));
    }
    if (others.length < 3) return [];
    const end = time.start ?? event.tokens.length;
    const { subject } = event;
    const rest = spanText(event.tokens, event.verbIndex + 1, end);
    const content = `When ${joinWords(event.auxiliary, subject, event.infinitive, rest)}?`;
    return [
      buildQuestion('when', content, upperFirst(time.text), others, event.sentence, textSays(event.sentence)),
    ];
  });
}

function timeOf(event: StoryEvent): Time[] {
  return timesIn(event).filter((time) => !isDuration(time.text));
}

/**
 * "For days", "For a moment", "Forty hours", "(went) on for another hour": how long, not when — an
 * answer to "When did he go?" that a reader would not give.
 */
function isDuration(text: string): boolean {
  return (
    /^(?:\S+\s+)?for\s/i.test(text) ||
    /^[\w-]+\s+(?:seconds|minutes|hours|days|weeks|months|years)$/i.test(text)
  );
}

function timesIn(event: StoryEvent): Time[] {
  const opening = event.opening.filter((token, index) => index > 0 || !LINKING_WORDS.test(token.text));
  if (opening.length >= 1 && opening.length <= 5 && opening.some(isTimeWord))
    return [{ event, text: spanText(opening, 0, opening.length) }];
  const { tokens } = event;
  for (let index = event.verbIndex + 1; index < tokens.length - 1; index++) {
    if (!TIME_PREPOSITIONS.test(tokens[index]?.text ?? '')) continue;
    const phrase = tokens.slice(index, Math.min(index + 4, tokens.length));
    const headAt = phrase.findIndex((token, at) => at > 0 && isTimeWord(token));
    if (headAt > 0) return [{ event, text: spanText(phrase, 0, headAt + 1), start: index }];
  }
  return [];
}

function isTimeWord(token: Token): boolean {
  if (token.tags.has('Date') || /^o['’]clock$/i.test(token.text)) return true;
  if (!token.tags.has('Noun')) return false;
  return baseForms(token.text, 'noun').some((form) => nounKind(form) === 'time');
}

/** Heads of the times `GENERIC_TIMES` stand beside: a time of day, of the week or of the year. */
const EVERYDAY_TIME =
  /^(?:morning|afternoon|evening|night|noon|midnight|dawn|sunrise|sunset|day|week|month|year|hour|time|instant|moment|sunday|monday|tuesday|wednesday|thursday|friday|saturday|spring|summer|autumn|winter|christmas|breakfast|dinner|supper|o['’]clock)s?$/;

/**
 * Wrong times of the answer's kind: other years for a year ("In late 2005" → "In late 2008"), an
 * everyday time beside an everyday one, and none beside "the Triassic period", which "At night"
 * would single out.
 */
function fillerTimes(answer: string): string[] {
  const year = answer.match(/\b(1\d{3}|20\d{2})\b/)?.[1];
  if (year) return [3, -4, 7, -9].map((step) => answer.replace(year, String(Number(year) + step)));
  return EVERYDAY_TIME.test(headOf(answer)) ? GENERIC_TIMES : [];
}

function headOf(text: string): string {
  return normalizeChoiceText(text).split(' ').at(-1) ?? '';
}
