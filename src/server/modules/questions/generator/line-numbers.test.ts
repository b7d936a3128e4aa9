import { describe, expect, it } from 'vitest';
import { generateBuiltinQuestions } from './builtin-question-generator.ts';
import { withoutLineNumbers } from './line-numbers.ts';

const section = (contents: string[], nearby: string[] = []) => ({
  chunk_index: 28,
  paragraphs: contents.map((content, index) => ({ paragraph_index: 112 + index, content })),
  nearby_paragraphs: nearby,
});

const lines = (contents: string[], nearby: string[] = []) =>
  withoutLineNumbers(section(contents, nearby)).paragraphs.map((paragraph) => paragraph.content);

/** The Waste Land, lines 107–110, as the EPUB prints them: the tenth line carries its number. */
const numberedStanza = [
  'Footsteps shuffled on the stair.',
  'Under the firelight, under the brush, her hair',
  'Spread out in fiery points',
  'Glowed into words, then would be savagely still.110',
];

describe('line numbers printed at the end of a poem’s lines', () => {
  it('takes a line number glued to a line’s last word or mark off, and keeps the mark', () => {
    expect(lines(['And went on in sunlight, into the Hofgarten,10', 'Then spoke the thunder400'])).toEqual([
      'And went on in sunlight, into the Hofgarten,',
      'Then spoke the thunder',
    ]);
  });

  it('takes a number after a space off only where the text numbers its lines', () => {
    const printed = ['So rudely forced; yet there the nightingale 100', 'The change of Philomel'];
    expect(lines(printed)).toEqual(printed);
    expect(lines(printed, ['That freshened from the window, these ascended90'])).toEqual([
      'So rudely forced; yet there the nightingale',
      'The change of Philomel',
    ]);
  });

  it('leaves a year at the end of a line of prose near a numbered poem', () => {
    const prose = ['The ship sailed in 1850', 'and all the crew were gone.'];
    expect(lines(prose, ['Then spoke the thunder400'])).toEqual(prose);
  });

  it('leaves figures that are no line numbers alone', () => {
    const printed = [
      'EPUB Content Documents 3.0',
      'The HTML5 profile',
      'in Europe,30 years ago, 2 of them,20',
    ];
    expect(lines([...printed, 'dust.30'])).toEqual([...printed, 'dust.']);
  });

  it('shows no line number in any stem, choice or explanation, and quotes evidence from the text', () => {
    const stanza = section(numberedStanza);
    const questions = generateBuiltinQuestions(stanza, 4);
    expect(questions.length).toBeGreaterThan(0);
    for (const question of questions) {
      const shown = [
        question.content,
        question.explanation,
        ...question.choices.map((choice) => choice.text),
      ];
      expect(shown.join(' | ')).not.toMatch(/\p{L}\p{P}?\d/u);
      const paragraph = stanza.paragraphs.find(
        (p) => p.paragraph_index === question.evidence.paragraph_index,
      );
      expect(paragraph?.content).toContain(question.evidence.sentence);
    }
  });
});
