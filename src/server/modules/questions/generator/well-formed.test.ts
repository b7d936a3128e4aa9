import { describe, expect, it } from 'vitest';
import type { QuestionType } from '#contract/question-fields.ts';
import type { GeneratedQuestion } from '#contract/questions.ts';
import { isWellFormed } from './well-formed.ts';

function question(type: QuestionType, content: string, answer: string, others: string[]): GeneratedQuestion {
  const sentence = 'Evidence.';
  return {
    paragraph_index: 0,
    type,
    content,
    choices: [answer, ...others].map((text, index) => ({ text, is_correct: index === 0 })),
    explanation: sentence,
    evidence: { paragraph_index: 0, sentence },
  };
}

// Stems and choices the generator asked over the fixture books before these checks.
describe('isWellFormed', () => {
  it('keeps whole questions', () => {
    expect(
      isWellFormed(question('who', 'Who ran out to talk it over?', 'The chamberlains', ['A', 'B', 'C'])),
    ).toBe(true);
    expect(
      isWellFormed(question('where', 'Where had his friends gone away?', 'Egypt', ['A', 'B', 'C'])),
    ).toBe(true);
    expect(isWellFormed(question('what', 'What did he pick up?', 'stone', ['A', 'B', 'C']))).toBe(true);
  });

  it('drops a who-question without a verb after "Who"', () => {
    expect(isWellFormed(question('who', 'Who Gylling?', 'Markus', ['William', 'Tom', 'Lily']))).toBe(false);
  });

  it('drops questions that end on a word whose object was cut off', () => {
    expect(isWellFormed(question('who', 'Who swam to?', 'The fish', ['A', 'B', 'C']))).toBe(false);
    expect(
      isWellFormed(
        question('how', 'How many specifications does the IDPF anticipate revising the EPUB if?', '3', [
          '1',
          '2',
          '5',
        ]),
      ),
    ).toBe(false);
    expect(
      isWellFormed(question('where', 'Where does Goodness know what was?', 'In my bed', ['A', 'B', 'C'])),
    ).toBe(false);
    expect(
      isWellFormed(
        question('where', 'Where did she point to a little gray bird up?', 'In the boughs', ['A', 'B', 'C']),
      ),
    ).toBe(false);
  });

  it('drops a stem or a choice with a bracket left open', () => {
    expect(
      isWellFormed(
        question('what', 'What does this section define for Cascading Style Sheets (CSS?', 'profile', [
          'A',
          'B',
          'C',
        ]),
      ),
    ).toBe(false);
  });

  it('drops statement choices cut off mid-phrase', () => {
    const choices = [
      'He sat in his golden chair',
      'The books went through all the world',
      'They did not forget it',
    ];
    expect(
      isWellFormed(question('sequence', 'What happened first?', 'Old Pipes considered that', choices)),
    ).toBe(false);
    expect(
      isWellFormed(question('sequence', 'What happened first?', 'Old Pipes considered the matter', choices)),
    ).toBe(true);
  });
});
