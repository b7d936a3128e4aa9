import type { GeneratedQuestion } from '#contract/questions.ts';
import { lowerTr } from '../../../texts/turkish/turkish-case.ts';
import { detailsBesides } from '../sentence-picks.ts';
import { asChoice, turkishQuestion } from './turkish-question.ts';
import type { TurkishSentence } from './turkish-section.ts';
import { contentStems } from './turkish-words.ts';

/** A section needs this many paragraphs before "mostly about" means more than one paragraph's detail. */
const MIN_PARAGRAPHS = 3;
const MAX_WORDS = 14;

/**
 * "Bu bölüm en çok ne hakkında?" The answer is a sentence whose words (by their stems) run through
 * the most paragraphs, at least two; the wrong answers are details — sentences of other paragraphs whose words
 * reach the fewest.
 */
export function turkishMainIdeaQuestions(sentences: readonly TurkishSentence[]): GeneratedQuestion[] {
  const paragraphs = [...new Set(sentences.map((sentence) => sentence.paragraph_index))];
  if (paragraphs.length < MIN_PARAGRAPHS) return [];
  const stemsByParagraph = paragraphs.map((index) => {
    const stems = new Set<string>();
    for (const sentence of sentences)
      if (sentence.paragraph_index === index) for (const stem of contentStems(sentence.text)) stems.add(stem);
    return stems;
  });
  const reach = (sentence: TurkishSentence) => {
    const stems = [...contentStems(sentence.text)];
    return stemsByParagraph.filter((set) => stems.some((stem) => set.has(stem))).length;
  };
  // Between sentences of equal reach, the one whose words run furthest on average: a short
  // sentence about the story's people and things, not a long one with a detail or two.
  const weight = (sentence: TurkishSentence) => {
    const stems = [...contentStems(sentence.text)];
    const total = stems.reduce(
      (sum, stem) => sum + stemsByParagraph.filter((set) => set.has(stem)).length,
      0,
    );
    return stems.length === 0 ? 0 : total / stems.length;
  };
  const plain = sentences.filter(
    (sentence) => !/[“”"«»?]|^[—–-]/u.test(sentence.text) && sentence.text.split(/\s+/).length <= MAX_WORDS,
  );
  const ranked = [...plain].sort((a, b) => reach(b) - reach(a) || weight(b) - weight(a) || a.order - b.order);
  // The two most central, each a question: the mix takes the first whose answer is not used yet.
  return ranked
    .slice(0, 2)
    .filter((central) => reach(central) >= 2) // else it is a detail like the others
    .flatMap((central) => {
      const answer = asChoice(central.text);
      const details = detailsBesides(ranked, central, (sentence) => asChoice(sentence.text), lowerTr);
      if (details.length < 3) return [];
      return [
        turkishQuestion(
          'main_idea',
          'Bu bölüm en çok ne hakkında?',
          answer,
          details.slice(0, 3),
          central,
          `Bölümün çoğu bununla ilgili: “${central.text}”`,
        ),
      ];
    });
}
