import { describe, expect, it } from 'vitest';
import { clozeQuestion, worthABlank } from './cloze-question.ts';
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

  // epub30-spec.epub §145: "Multiple _____ [required] → content items | spine | subset | itemref elements".
  it('blanks no word of a row of a specification’s table', () => {
    expect(
      blanks('Multiple itemref elements [required]', 'The spine element lists the reading order.'),
    ).toEqual([expect.stringContaining('_____')]);
    expect(blanks('Multiple itemref elements [required]').join()).not.toContain('_____');
  });

  it('leaves a short line alone when fewer than two words of meaning are left around the blank', () => {
    // The Waste Land: "Bringing _____" (rain) or "The _____." (Hanged Man) could take almost any word.
    expect(blanks('Bringing rain', 'The Hanged Man.', 'And I was frightened.')).toEqual([]);
  });

  it('blanks no word of a line the poem quotes in French (its wrong answers would be English)', () => {
    expect(blanks("Et O ces voix d'enfants, chantant dans la coupole!")).toEqual([]);
  });

  // From epub30-spec.epub: "_____ value(s): → Allowed | Attached | Jumped | Laughed", "› 2.2 _____".
  it('blanks no heading or label: a line without a verb or a closing full stop', () => {
    expect(blanks('Allowed value(s):', '› 2.2 Navigation Documents', 'All Publication Resources')).toEqual(
      [],
    );
  });

  // From epub30-spec.epub: "fully defined in [_____] → ContentDocs30", "› _____ Features … → 4.2",
  // "the criteria _____ in PLS Documents → defined", "is _____ to be … → meant".
  it('blanks no citation key, breadcrumb, version number or word that only frames the sentence', () => {
    expect(
      blanks(
        'The rules are fully defined in [ContentDocs30].',
        '› 4.2 Features Deprecated/Obsoleted in EPUB 3',
        'The role attribute is meant to be functionally equivalent to the W3C Role Attribute.',
        'A small group of trees growing together is called a grove.',
        'Reading Systems must support EPUB 3.0 media types.',
      ).join(' | '),
    ).not.toMatch(/\[_____\]|› _____|is _____ to be|is _____ a grove|EPUB _____ media|Reading _____/);
    // "the latter" points back at others and names nothing.
    expect(blanks('The latter are fully defined in [ContentDocs30] with their own rules.')).toEqual([
      'The latter are fully defined in [ContentDocs30] with their own _____.',
    ]);
  });

  // The Waste Land: a line of verse has no verb and no full stop either, but is no heading.
  it('blanks a line of a poem without a verb, whose words are not capitalised like a title', () => {
    expect(blanks('In vials of ivory and coloured glass')).toHaveLength(1);
  });

  it('still blanks a sentence, and a line someone says without a verb', () => {
    const drafted = blanks(
      'The Nightingale sang in the garden of the Emperor.',
      '"Your fine new cap, kind sir?"',
    );
    expect(drafted).toHaveLength(2);
  });

  // regime-anticancer-arabic.epub lost six questions: untagged text has no verbs to tell a heading by.
  it('blanks a line of Arabic without a full stop, which the English tagger cannot read', () => {
    expect(blanks('تحتاج الخلايا السرطانية إلى السكر والأكسجين لكي تنمو بسرعة')).toHaveLength(1);
  });

  // childrens-literature.epub: "The _____, for he knew … → Emperor writhed", "… _____ thou come … → art".
  it('blanks no verb the tagger took for part of a name, nor the old verb before "thou"', () => {
    const drafted = blanks(
      'The Emperor writhed, for he knew that this was true.',
      'For what reason, then, art thou come amongst us?',
    );
    expect(drafted.join('\n')).not.toMatch(/^The _____,|_____ thou/m);
  });

  // childrens-literature.epub: "Wonderful! _____ are there tame animals …? → But", "_____ simple it looks! → How":
  // the full tagging of a section's top sentences took them for names.
  it('blanks no function word, even one capitalised at the start of what someone says', () => {
    const name = (text: string) => ({ kind: 'name' as const, text, start: 1, end: 2, plural: false });
    expect(['But', 'How', 'Nightingale', 'Fir Tree'].filter((text) => worthABlank(name(text)))).toEqual([
      'Nightingale',
      'Fir Tree',
    ]);
  });
});
