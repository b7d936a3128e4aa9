import type { GeneratedQuestion } from '#contract/questions.ts';
import { normalizeChoiceText } from '#contract/questions.ts';
import { lowerTr } from '../../../texts/turkish/turkish-case.ts';
import { asChoice, isEvent, turkishQuestion } from './turkish-question.ts';
import type { TurkishSentence } from './turkish-section.ts';

/** How many true statements to offer: the mix takes the first whose answer no other question has. */
const MAX_QUESTIONS = 3;

/** A name standing alone, not inside a longer word and without an apostrophe's suffix. */
const bare = (name: string) => new RegExp(`(?<![\\p{L}’'])${name}(?![\\p{L}’'])`, 'u');

/**
 * "Metne göre hangisi doğru?" The right choice is an event of the text as written; the wrong ones
 * are events with one character put in another's place. Only a name standing alone is swapped
 * ("Mert aradı" → "Zeynep aradı"): a name with a suffix ("Mert’in") would need the suffix to follow
 * the new name's vowels, which a swap cannot promise.
 */
export function turkishTrueStatementQuestions(
  sentences: readonly TurkishSentence[],
  names: readonly string[],
  sectionText: string,
): GeneratedQuestion[] {
  if (names.length < 2) return [];
  const inText = normalizeChoiceText(sectionText, 'tr');
  const bareName = (sentence: TurkishSentence) => names.find((name) => bare(name).test(sentence.text));
  const events = sentences.filter((sentence) => isEvent(sentence) && bareName(sentence) !== undefined);
  const falseAbout = (sentence: TurkishSentence) => {
    const name = bareName(sentence) as string;
    const pattern = bare(name);
    // Another character, not one the sentence names already; turning with the sentence, for variety.
    const turned = [
      ...names.slice(sentence.order % names.length),
      ...names.slice(0, sentence.order % names.length),
    ];
    return turned
      .filter((other) => !lowerTr(sentence.text).includes(lowerTr(other)))
      .map((other) => asChoice(sentence.text.replace(pattern, other)))
      .find((swapped) => !inText.includes(normalizeChoiceText(swapped, 'tr'))); // a swap the text says too is not false
  };
  return events.slice(0, MAX_QUESTIONS).flatMap((truth) => {
    const falsehoods = new Set<string>();
    for (const sentence of [...events.filter((event) => event !== truth), truth]) {
      const falsehood = falseAbout(sentence);
      if (falsehood) falsehoods.add(falsehood);
      if (falsehoods.size === 3) break;
    }
    if (falsehoods.size < 3) return [];
    return [
      turkishQuestion(
        'true_statement',
        'Metne göre hangisi doğru?',
        asChoice(truth.text),
        [...falsehoods],
        truth,
        `Metinde şöyle yazıyor: “${truth.text}” Öteki cümlelerde kişilerin yeri değişmiş.`,
      ),
    ];
  });
}
