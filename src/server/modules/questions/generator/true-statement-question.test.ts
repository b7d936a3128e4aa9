import { describe, expect, it } from 'vitest';
import { normalizeChoiceText } from '#contract/questions.ts';
import { correctChoice, passage, wrongChoices } from './passage.fixture.ts';
import { statements } from './statements.ts';
import { trueStatementQuestions } from './true-statement-question.ts';

describe('true-statement questions', () => {
  const story = passage(
    'Sam found twelve shells on the beach.',
    'Dad built a sandcastle with four towers.',
    'A seagull stole a sandwich from the basket.',
  );
  const [question] = trueStatementQuestions(story.events, story.pools, story.text);

  it('offers one statement the text makes, with its sentence as evidence', () => {
    expect(question?.type).toBe('true_statement');
    expect(question?.content).toBe('Which of these is true?');
    const truth = normalizeChoiceText(correctChoice(question) ?? '');
    expect(normalizeChoiceText(question?.evidence.sentence ?? '')).toContain(truth);
    expect(story.text).toContain(question?.evidence.sentence);
  });

  it('makes the others false by changing a doer, a number or by negation, never to a sentence of the text', () => {
    const wrong = wrongChoices(question);
    expect(wrong).toHaveLength(3);
    for (const statement of wrong) {
      expect(normalizeChoiceText(story.text)).not.toContain(normalizeChoiceText(statement));
      expect(statement).toMatch(/^(Sam|Dad|A seagull) (found|built|stole|did not) /);
    }
    // One "did not" at most: three negations would single out the true statement.
    expect(wrong.filter((statement) => statement.includes(' did not ')).length).toBeLessThanOrEqual(1);
  });

  it('changes no doer of a deed done "too": another did it as well, so the change may be true', () => {
    const worried = passage(
      '"The boats will not find the harbour," said Mr Ansel.',
      'He looked worried.',
      'Pebble looked worried too.',
      'Mr Ansel struck a match.',
      'The old fisherman mended his net.',
    );
    const [asked] = trueStatementQuestions(
      statements(worried.analysis, worried.events),
      worried.pools,
      worried.text,
    );
    expect(asked).toBeDefined();
    expect(wrongChoices(asked)).not.toContain('Mr Ansel looked worried too');
  });

  // childrens-literature.epub, "The Nightingale": "All the bells ran down over his cheeks" (the tears did).
  it('gives a deed to characters only, never to a thing', () => {
    const bells = passage(
      "All the bells rang so loudly that one could not hear one's self speak.",
      'The tears ran down over his cheeks.',
      'The Nightingale sang so gloriously.',
      'The Emperor wept for joy.',
      'The old fisherman mended his net.',
    );
    const questions = trueStatementQuestions(
      statements(bells.analysis, bells.events),
      bells.pools,
      bells.text,
    );
    expect(questions).toHaveLength(1);
    const choices = questions.flatMap((question) => question.choices.map((choice) => choice.text));
    expect(choices.filter((choice) => /^(?:All the bells|The tears) (?!rang|ran)/.test(choice))).toEqual([]);
    expect(
      choices.filter((choice) =>
        /^(?:The Nightingale|The Emperor|The old fisherman) (?:rang|ran)/.test(choice),
      ),
    ).toEqual([]);
  });

  it('asks nothing of a single event', () => {
    const one = passage('Sam found twelve shells on the beach.');
    expect(trueStatementQuestions(one.events, one.pools, one.text)).toEqual([]);
  });

  it('asks it of statements that are not events, changing their people and places', () => {
    const facts = passage(
      'Mia is the best swimmer in Paris.',
      'Leo is a famous painter in London.',
      'Grandma Rosa is a baker in Rome.',
    );
    expect(trueStatementQuestions(facts.events, facts.pools, facts.text)).toEqual([]);
    const [question] = trueStatementQuestions(
      statements(facts.analysis, facts.events),
      facts.pools,
      facts.text,
    );
    expect(facts.text).toContain(question?.evidence.sentence);
    expect(wrongChoices(question)).toHaveLength(3);
    for (const statement of wrongChoices(question))
      expect(normalizeChoiceText(facts.text)).not.toContain(normalizeChoiceText(statement));
  });
});
