import { describe, expect, it } from 'vitest';
import { normalizeChoiceText } from '#contract/questions.ts';
import { generateBuiltinQuestions } from './builtin-question-generator.ts';
import { nearbyContradictions } from './nearby-contradictions.ts';
import { correctChoice, passage, wrongChoices } from './passage.fixture.ts';
import { statements } from './statements.ts';
import { trueStatementQuestions } from './true-statement-question.ts';

// From epub30-spec.epub §388: one rule of its own, the rules of the toc and page-list nav elements around it.
const section = [
  'The page-list nav element is optional in EPUB Navigation Documents and must not occur more than once.',
  'note',
];
const nearby = [
  'The toc nav element defines the primary navigational hierarchy of the EPUB Publication.',
  'The toc nav element must occur exactly once in EPUB Navigation Documents.',
  'The page-list nav element is a container for pagination information.',
];

describe('which is true, with wrong answers from the text around', () => {
  it('turns the whole named statements of the text around round', () => {
    expect(nearbyContradictions(nearby)).toEqual([
      'The toc nav element does not define the primary navigational hierarchy of the EPUB Publication',
      'The toc nav element must not occur exactly once in EPUB Navigation Documents',
      'The page-list nav element is not a container for pagination information',
    ]);
  });

  it('asks of a section with one statement of its own, the right answer from the section only', () => {
    const rules = passage(...section);
    const claims = statements(rules.analysis, rules.events);
    const [question] = trueStatementQuestions(claims, rules.pools, rules.text, () =>
      nearbyContradictions(nearby),
    );
    expect(question?.type).toBe('true_statement');
    expect(correctChoice(question)).toBe(
      'The page-list nav element is optional in EPUB Navigation Documents and must not occur more than once',
    );
    expect(rules.text).toContain(question?.evidence.sentence);
    expect(wrongChoices(question).sort()).toEqual(nearbyContradictions(nearby).sort());
  });

  it('is asked by the built-in generator', () => {
    const questions = generateBuiltinQuestions(
      {
        chunk_index: 0,
        paragraphs: section.map((content, paragraph_index) => ({ paragraph_index, content })),
        nearby_paragraphs: nearby,
      },
      4,
    );
    expect(questions.map((question) => question.type)).toContain('true_statement');
  });

  it('turns no statement that points elsewhere, leaves its term unnamed or tells an example', () => {
    expect(
      nearbyContradictions([
        'This element is required in the Package Document.',
        'The attribute must be used on the package element.',
        'The preceding components of an EPUB Publication are new to EPUB 3.',
        'Ruby text is positioned on the over side of the ruby base.',
        'The default value is yes.',
        'The Reading System will render a rotating set of images.',
        'A novel is an example of a highly sequential document.',
        'The resulting absolute IRI must be unique within the manifest scope.',
      ]),
    ).toEqual([]);
  });

  it('turns no statement cut before its condition: "The id attribute is not required" is true of most elements', () => {
    const turned = nearbyContradictions([
      'The id attribute is required on the identifier element containing the unique identifier.',
      'The id attribute is required, if the element is referenced.',
    ]).map((text) => normalizeChoiceText(text));
    expect(turned).not.toContain(normalizeChoiceText('The id attribute is not required'));
  });
});
