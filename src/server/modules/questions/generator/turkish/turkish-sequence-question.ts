import type { GeneratedQuestion } from '#contract/questions.ts';
import { lowerTr } from '../../../texts/turkish/turkish-case.ts';
import { distinctKept, firstAndSpread } from '../sentence-picks.ts';
import { asChoice, isEvent, turkishQuestion } from './turkish-question.ts';
import type { TurkishSentence } from './turkish-section.ts';

/**
 * Order-of-events questions: "Bu bölümde önce ne oldu?" (four things that happened, each its own
 * sentence so their order is the text's, the earliest right) and "… Bundan hemen sonra ne oldu?".
 * Events are short simple-past sentences without speech.
 */
export function turkishSequenceQuestions(sentences: readonly TurkishSentence[]): GeneratedQuestion[] {
  const events = distinctKept(sentences, isEvent, (sentence) => lowerTr(asChoice(sentence.text)));
  if (events.length < 4) return [];
  const spread = firstAndSpread(events);
  const questions: GeneratedQuestion[] = [];
  if (spread) {
    const { first, others } = spread;
    questions.push(
      turkishQuestion(
        'sequence',
        'Bu bölümde önce ne oldu?',
        asChoice(first.text),
        others.map((event) => asChoice(event.text)),
        first,
        `Bu, ötekilerden önce anlatılıyor: “${first.text}”`,
      ),
    );
  }
  const after = justAfterQuestion(events);
  if (after) questions.push(after);
  return questions;
}

/** The event named in "just after" is read before the choices: it is kept short. */
const MAX_WORDS_IN_QUESTION = 9;

/**
 * "“…” Bundan hemen sonra ne oldu?": the last event against three that came before the one quoted,
 * none of which can be said to come after it. Quoting the event whole needs no suffix on it.
 */
function justAfterQuestion(events: readonly TurkishSentence[]): GeneratedQuestion | undefined {
  const next = events.at(-1);
  const before = events.at(-2);
  const earlier = events.slice(0, -2).slice(-3);
  if (!next || !before || earlier.length < 3) return undefined;
  if (before.text.split(/\s+/).length > MAX_WORDS_IN_QUESTION) return undefined;
  return turkishQuestion(
    'sequence',
    `“${before.text}” Bundan hemen sonra ne oldu?`,
    asChoice(next.text),
    earlier.map((event) => asChoice(event.text)),
    next,
    `Hemen ardından metinde şöyle yazıyor: “${next.text}”`,
  );
}
