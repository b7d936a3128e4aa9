import { describe, expect, it } from 'vitest';
import type { QuestionType } from '#contract/question-fields.ts';
import { type CheckedQuestion, maySamePerson, questionFlaws } from './question-flaws.ts';

function mcq(type: QuestionType, content: string, answer: string, ...wrong: string[]): CheckedQuestion {
  return {
    type,
    content,
    choices: [answer, ...wrong].map((text, index) => ({ text, is_correct: index === 0 })),
  };
}

const ASSIPATTLE =
  'Assipattle, the youngest lad, lay in the ashes. His brothers laughed at him. The old King and the Queen ' +
  'sent for the Sorcerer. The Princess wept. The farmer and his wife mourned.';

describe('the flaw checker', () => {
  it('finds a second right answer: the same person under another name', () => {
    const flawsOf = (answer: string, ...wrong: string[]) =>
      questionFlaws(mcq('who', 'Who lay in the ashes?', answer, ...wrong), { storyText: ASSIPATTLE });
    // "the lad" is Assipattle; "the Monarch" is the King; "the old woman" may be the wife.
    expect(flawsOf('Assipattle', 'The lad', 'The Sorcerer', 'The Princess')).toContain('second_right_answer');
    expect(flawsOf('The King', 'The Monarch', 'The Sorcerer', 'The Princess')).toContain(
      'second_right_answer',
    );
    expect(flawsOf('The old King', 'The King', 'The Sorcerer', 'The Princess')).toContain(
      'second_right_answer',
    );
    expect(flawsOf('The wife', 'The old woman', 'The Sorcerer', 'The farmer')).toContain(
      'second_right_answer',
    );
    // Others are others: a group, a person of the other sex, two titled characters.
    expect(flawsOf('Assipattle', 'His brothers', 'The Queen', 'The Princess')).toEqual([]);
    expect(flawsOf('The Sorcerer', 'The Queen', 'The Princess', 'The farmer')).toEqual([]);
  });

  it('finds a character the story does not have ("Tom", "The teacher")', () => {
    const flaws = questionFlaws(mcq('who', 'Who wept?', 'The Princess', 'The Queen', 'Tom', 'The teacher'), {
      storyText: ASSIPATTLE,
    });
    expect(flaws).toContain('unknown_character');
  });

  it('finds the answer in the stem, a keyed choice far longer than the rest, and a choice cut short', () => {
    const story = { storyText: 'The fox ate the cheese. The crow sang.' };
    expect(
      questionFlaws(
        mcq('what', 'What did the fox eat, the cheese?', 'the cheese', 'bread', 'milk', 'jam'),
        story,
      ),
    ).toContain('answer_in_stem');
    expect(
      questionFlaws(
        mcq(
          'why',
          'Why did the crow sing?',
          'Because the fox told her she had the finest voice in the wood',
          'Yes',
          'No',
          'Maybe',
        ),
        story,
      ),
    ).toContain('choices_unlike');
    expect(
      questionFlaws(
        mcq(
          'true_statement',
          'Which of these is true?',
          'The commotion was so terrible that the King',
          'The fox sang',
          'The crow ate',
          'The fox slept',
        ),
        story,
      ),
    ).toContain('ungrammatical');
  });

  it('finds an adult’s definition and a word unfit for a child the story does not use', () => {
    const story = { storyText: 'The lassies danced.' };
    const meaning = mcq(
      'vocabulary',
      'What does “lassies” mean?',
      'a girl or young woman who is unmarried',
      'a person who seeks the advice of a lawyer and pays for it by the hour',
      'a drink',
      'a hat',
    );
    expect(questionFlaws(meaning, story)).toContain('adult_definition');
    const unfit = mcq('vocabulary', 'What does “reel” mean?', 'a dance', 'a cocktail', 'a boat', 'a song');
    expect(questionFlaws(unfit, story)).toContain('unsuitable');
  });

  it('passes a sound question', () => {
    const question = mcq(
      'who',
      'Who sent for the Sorcerer?',
      'The old King',
      'The Princess',
      'Assipattle',
      'His brothers',
    );
    expect(questionFlaws(question, { storyText: ASSIPATTLE })).toEqual([]);
  });

  it('keeps a fox and a fisherman apart, and a prince and a servant', () => {
    expect(maySamePerson('The Fox', 'The fisherman')).toBe(false);
    expect(maySamePerson('A Prince', 'The servant')).toBe(false);
    expect(maySamePerson('Gluck', 'The boy')).toBe(true);
  });
});
