import { describe, expect, it } from 'vitest';
import { correctChoice, passage, wrongChoices } from './passage.fixture.ts';
import { timeWhenQuestions } from './time-when-question.ts';

describe('when-questions', () => {
  const story = passage(
    'One windy morning, the string slipped out of Mia’s hand.',
    'That evening, Grandma Rosa baked three apple pies.',
    'Leo painted the kite on Sunday.',
  );
  const questions = timeWhenQuestions(story.events);

  it('asks when, answered by a time phrase that opens the sentence', () => {
    const pies = questions.find((q) => correctChoice(q) === 'That evening');
    expect(pies?.type).toBe('when');
    expect(pies?.content).toBe('When did Grandma Rosa bake three apple pies?');
    expect(pies?.evidence).toEqual({
      paragraph_index: 1,
      sentence: 'That evening, Grandma Rosa baked three apple pies.',
    });
  });

  it('asks when, answered by a time phrase after the verb, left out of the question', () => {
    const kite = questions.find((q) => correctChoice(q) === 'On Sunday');
    expect(kite?.content).toBe('When did Leo paint the kite?');
    expect(wrongChoices(kite)).toEqual(expect.arrayContaining(['One windy morning', 'That evening']));
  });

  it('gives only times as wrong answers, each about a different time', () => {
    for (const question of questions) {
      const heads = question.choices.map((choice) => choice.text.split(' ').at(-1));
      expect(new Set(heads).size).toBe(4);
      expect(wrongChoices(question).every((choice) => /^\p{Lu}/u.test(choice))).toBe(true);
    }
  });

  it('does not take a place for a time', () => {
    const places = passage('Leo painted the kite in the garden.', 'Mia sat on the bench.');
    expect(timeWhenQuestions(places.events)).toEqual([]);
  });

  it('puts a perfect or progressive helper first, not "did … have"', () => {
    const helpers = passage(
      'In the afternoon, she had napped on the sofa.',
      'That evening, the dogs were barking at the gate.',
      'The boy has eaten the cake in the morning.',
    );
    const stems = timeWhenQuestions(helpers.events).map((q) => q.content);
    // Was "When did she have napped on the sofa?" and "When does the boy have eaten the cake?".
    expect(stems).toEqual([
      'When had she napped on the sofa?',
      'When were the dogs barking at the gate?',
      'When has the boy eaten the cake?',
    ]);
  });

  // From epub30-spec.epub and trees.epub: "In late 2005" and "In the Triassic period" beside "At night".
  it('gives wrong times of the answer’s kind: years for a year, no everyday time beside an era', () => {
    const [work] = timeWhenQuestions(
      passage('The work began in late 2005 on a single-file container.').events,
    );
    expect(correctChoice(work)).toBe('In late 2005');
    expect(wrongChoices(work).every((choice) => /^In late \d{4}$/.test(choice))).toBe(true);
    expect(timeWhenQuestions(passage('Trees evolved in the Triassic period.').events)).toEqual([]);
  });

  // From childrens-literature.epub: "When did he go?" → "On for another hour", and "Forty hours".
  it('takes no duration for a time', () => {
    const story = passage(
      'Then he went on for another hour.',
      'For days, the boy wondered about the little man.',
      'He had been blowing the fire forty hours.',
      'In the morning, the boy ate his bread.',
    );
    const answers = timeWhenQuestions(story.events).map(correctChoice);
    expect(answers).toEqual(['In the morning']);
  });
});
