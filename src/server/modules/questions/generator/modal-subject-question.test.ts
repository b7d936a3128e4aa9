import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { QuestionSection } from '#server/adapters/ai/question-generator.ts';
import { extractEpubText } from '#server/modules/texts/epub/extract-epub-text.ts';
import { sectionsOf } from '#test/harness/question-sections.ts';
import { generateBuiltinQuestions } from './builtin-question-generator.ts';
import { modalSubjectQuestions } from './modal-subject-question.ts';
import { correctChoice, passage, wrongChoices } from './passage.fixture.ts';

const rules = [
  'Reading Systems must ignore all descriptive metadata properties that they do not recognize.',
  'The Package Document carries bibliographic metadata for the whole Publication.',
  'Each itemref element references an item in the manifest of the Package.',
  'A fallback chain lists the Content Documents that can stand in for each other.',
];

describe('modal subject questions', () => {
  it('asks what a rule stated with "must" is for, with other subjects of the section as wrong answers', () => {
    const { analysis, paragraphs } = passage(...rules);
    const [question] = modalSubjectQuestions(
      analysis,
      paragraphs.map((paragraph) => paragraph.content),
    );
    expect(question?.type).toBe('what');
    expect(question?.content).toBe(
      'What must ignore all descriptive metadata properties that they do not recognize?',
    );
    expect(correctChoice(question)).toBe('Reading Systems');
    expect(question?.evidence.sentence).toBe(rules[0]);
    expect(wrongChoices(question)).toEqual(
      expect.arrayContaining(['The Package Document', 'Each itemref element', 'A fallback chain']),
    );
  });

  it('offers no wrong answer the section gives the same verb, nor one named in the stem', () => {
    const { analysis, paragraphs } = passage(
      'Reading Systems must ignore foreign elements in the container file.',
      'OCF Processors must ignore foreign elements as well.',
      'The Package Document names the container file of the Publication.',
      'Each itemref element references an item in the manifest.',
      'A fallback chain lists the Content Documents that can stand in for each other.',
    );
    const texts = paragraphs.map((paragraph) => paragraph.content);
    for (const question of modalSubjectQuestions(analysis, texts)) {
      const answers = [correctChoice(question), ...wrongChoices(question)];
      expect(answers.filter((answer) => /Reading Systems|OCF Processors/.test(answer ?? ''))).toHaveLength(1);
      expect(wrongChoices(question)).not.toContain('The container file');
    }
  });

  it('asks nothing of a rule whose subject points back ("This property must …") or is a pronoun', () => {
    const { analysis, paragraphs } = passage(
      'This property must be unique within the document scope of the Publication.',
      'It must process the Package Document as defined in the specification.',
      ...rules.slice(1),
    );
    expect(
      modalSubjectQuestions(
        analysis,
        paragraphs.map((p) => p.content),
      ),
    ).toEqual([]);
  });

  it('gives a section of the EPUB specification a question on what a rule is for', () => {
    const { paragraphs } = extractEpubText(readFileSync('../shared/fixtures/epub/epub30-spec.epub'));
    // "Reading Systems may also support different rendering options than the Author intended."
    const section = sectionsOf(paragraphs)[19] as QuestionSection;
    const question = generateBuiltinQuestions(section, 4).find((q) => q.content.startsWith('What may '));
    expect(question?.content).toBe(
      'What may also support different rendering options than the Author intended?',
    );
    expect(correctChoice(question)).toBe('Reading Systems');
  });
});
