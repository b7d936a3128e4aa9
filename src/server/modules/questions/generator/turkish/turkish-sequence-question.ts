import type { GeneratedQuestion } from '#contract/questions.ts';
import { lowerTr } from '../../../texts/turkish/turkish-case.ts';
import { asChoice, isEvent, turkishQuestion } from './turkish-question.ts';
import type { TurkishSentence } from './turkish-section.ts';

/**
 * "Bu bölümde önce ne oldu?": four things that happened, each its own sentence (so their order is
 * the text's order), the earliest right. Events are short past-tense sentences without speech.
 */
export function turkishSequenceQuestions(sentences: readonly TurkishSentence[]): GeneratedQuestion[] {
  const seen = new Set<string>();
  const events = sentences.filter((sentence) => {
    const key = lowerTr(asChoice(sentence.text));
    if (!isEvent(sentence) || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  if (events.length < 4) return [];
  const [first, ...later] = events as [TurkishSentence, ...TurkishSentence[]];
  // Spread over the section: the next event, one from the middle, the last.
  const others = [...new Set([later[0], later[Math.floor(later.length / 2)], later.at(-1)])].filter(
    (event): event is TurkishSentence => event !== undefined,
  );
  if (others.length < 3) return [];
  return [
    turkishQuestion(
      'sequence',
      'Bu bölümde önce ne oldu?',
      asChoice(first.text),
      others.map((event) => asChoice(event.text)),
      first,
      `Bu, ötekilerden önce anlatılıyor: “${first.text}”`,
    ),
  ];
}
