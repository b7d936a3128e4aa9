import { describe, expect, it } from 'vitest';
import { clozeQuestion } from './cloze-question.ts';
import { analyseSection } from './section-analysis.ts';
import { rankSentences } from './sentence-ranking.ts';

/** The blank drafted from each sentence of the section, in the section's order. */
function blanks(...contents: string[]): string[] {
  const analysis = analyseSection(contents.map((content, index) => ({ paragraph_index: index, content })));
  return rankSentences(analysis)
    .sort((a, b) => a.sentence.paragraph_index - b.sentence.paragraph_index)
    .flatMap((ranked) => clozeQuestion(ranked, analysis).map((draft) => draft.content));
}

describe('fill-in-the-blank', () => {
  it('blanks a telling word of a sentence with words around it to work it out from', () => {
    expect(blanks('Winter kept us warm, covering the earth in forgetful snow.')).toHaveLength(1);
  });

  it('leaves a short line alone when fewer than two words of meaning are left around the blank', () => {
    // The Waste Land: "Bringing _____" (rain) or "The _____." (Hanged Man) could take almost any word.
    expect(blanks('Bringing rain', 'The Hanged Man.', 'And I was frightened.')).toEqual([]);
  });

  it('blanks no word of a line the poem quotes in French (its wrong answers would be English)', () => {
    expect(blanks("Et O ces voix d'enfants, chantant dans la coupole!")).toEqual([]);
  });
});
