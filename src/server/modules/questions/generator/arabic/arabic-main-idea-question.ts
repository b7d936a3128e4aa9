import type { GeneratedQuestion } from '#contract/questions.ts';
import { buildQuestion } from '../build-question.ts';
import { type Sentence, sentenceText } from '../section-analysis.ts';
import { detailsBesides } from '../sentence-picks.ts';
import { asChoice, contentStems, isPlainStatement, isShownIn, plainArabic } from './arabic-words.ts';

/** A section needs this many paragraphs before "mostly about" means more than one paragraph's detail. */
const MIN_PARAGRAPHS = 3;

/** "What is the main idea of this part?" in plain Modern Standard Arabic. */
export const MAIN_IDEA_STEM = 'ما الفكرة الرئيسة في هذا الجزء؟';

/**
 * The main idea of a part: the statement whose words (by their stems) run through the most
 * paragraphs, at least two; the wrong choices are details — statements of other paragraphs whose
 * words reach the fewest, none of those in `leftOut` (as `plainArabic` spells them).
 */
export function arabicMainIdeaQuestions(
  sentences: readonly Sentence[],
  leftOut: ReadonlySet<string> = new Set(),
): GeneratedQuestion[] {
  const paragraphs = [...new Set(sentences.map((sentence) => sentence.paragraph_index))];
  if (paragraphs.length < MIN_PARAGRAPHS) return [];
  const stemsByParagraph = paragraphs.map((index) => {
    const stems = new Set<string>();
    for (const sentence of sentences)
      if (sentence.paragraph_index === index)
        for (const stem of contentStems(sentenceText(sentence))) stems.add(stem);
    return stems;
  });
  const paragraphsWith = (stem: string) => stemsByParagraph.filter((set) => set.has(stem)).length;
  const plain = sentences.filter((sentence) => isPlainStatement(sentence));
  const reachOf = new Map(
    plain.map((sentence) => {
      const stems = [...contentStems(sentenceText(sentence))];
      // At least two of its words must come back elsewhere: one shared word is a coincidence.
      const recurring = stems.filter((stem) => paragraphsWith(stem) >= 2).length;
      const reach =
        recurring < 2 ? 0 : stemsByParagraph.filter((set) => stems.some((stem) => set.has(stem))).length;
      // Between equal reach, the sentence whose words run furthest on average: about the part's
      // main things, not a long sentence with a detail or two.
      const spread = stems.reduce((sum, stem) => sum + paragraphsWith(stem), 0) / Math.max(stems.length, 1);
      return [sentence, { reach, spread }];
    }),
  );
  const reach = (sentence: Sentence) => reachOf.get(sentence)?.reach ?? 0;
  const spread = (sentence: Sentence) => reachOf.get(sentence)?.spread ?? 0;
  const ranked = [...plain].sort((a, b) => reach(b) - reach(a) || spread(b) - spread(a));
  const central = ranked[0];
  if (!central || reach(central) < 2) return [];
  const detailsFrom = ranked.filter((sentence) => !isShownIn(asChoice(sentence), leftOut));
  const details = detailsBesides(detailsFrom, central, asChoice, plainArabic);
  if (details.length < 3) return [];
  return [
    buildQuestion(
      'main_idea',
      MAIN_IDEA_STEM,
      asChoice(central),
      details.slice(0, 3),
      central,
      `يدور معظم هذا الجزء حول هذه الفكرة: «${asChoice(central)}».`,
    ),
  ];
}
