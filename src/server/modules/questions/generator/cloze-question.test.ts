import { describe, expect, it } from 'vitest';
import { clozeQuestion } from './cloze-question.ts';
import { passage } from './passage.fixture.ts';
import { rankSentences } from './sentence-ranking.ts';

function blanksOf(...texts: string[]): string[] {
  const { analysis } = passage(...texts);
  return rankSentences(analysis).flatMap((ranked) =>
    clozeQuestion(ranked, analysis).map((draft) => draft.content),
  );
}

describe('fill-in-the-blank', () => {
  // From epub30-spec.epub: "_____ value(s): → Allowed | Attached | Jumped | Laughed", "› 2.2 _____".
  it('blanks no heading or label: a line without a verb or a closing full stop', () => {
    expect(blanksOf('Allowed value(s):', '› 2.2 Navigation Documents', 'All Publication Resources')).toEqual(
      [],
    );
  });

  it('still blanks a sentence, and a line someone says without a verb', () => {
    const blanks = blanksOf('The Nightingale sang in the garden of the Emperor.', '"Your cap, sir?"');
    expect(blanks).toHaveLength(2);
  });

  // regime-anticancer-arabic.epub lost six questions: untagged text has no verbs to tell a heading by.
  it('blanks a line of Arabic without a full stop, which the English tagger cannot read', () => {
    expect(blanksOf('تحتاج الخلايا السرطانية إلى السكر والأكسجين لكي تنمو بسرعة')).toHaveLength(1);
  });
});
