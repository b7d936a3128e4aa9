import { describe, expect, it } from 'vitest';
import type { QuestionElement, QuestionType } from '#contract/question-fields.ts';
import type { GeneratedQuestion } from '#contract/questions.ts';
import { storyMix } from './story-mix.ts';

let sentence = 0;
function question(type: QuestionType, answer: string, element?: QuestionElement): GeneratedQuestion {
  sentence += 1;
  return {
    paragraph_index: 0,
    type,
    ...(element ? { element } : {}),
    content: `Question ${sentence} about ${type}?`,
    choices: [answer, `Other ${sentence}a`, `Other ${sentence}b`, `Other ${sentence}c`].map(
      (text, index) => ({
        text,
        is_correct: index === 0,
      }),
    ),
    explanation: 'The text says so.',
    evidence: { paragraph_index: 0, sentence: `Sentence number ${sentence}.` },
  };
}

describe('a story section’s mix', () => {
  it('asks why and how someone felt before what, who, where and words', () => {
    const who = question('who', 'Gerda');
    const where = question('where', 'In the garden');
    const why = question('why', 'Because the snow came');
    const feeling = question('how', 'Sad', 'feeling');
    const blank = question('cloze', 'roses');
    const chosen = storyMix([who, where, why, feeling], [blank], 3);
    expect(chosen).toEqual([why, feeling, who]);
  });

  it('adds a question on words only to reach two, beside one on the story, and never alone', () => {
    const who = question('who', 'Kay');
    const meaning = question('vocabulary', 'very cold');
    const blank = question('cloze', 'mirror');
    expect(storyMix([who, meaning], [blank], 4)).toEqual([who, meaning]);
    expect(storyMix([meaning], [blank], 4)).toEqual([]);
  });

  it('takes a second question on an element only when nothing else is left, and never the same answer twice', () => {
    const first = question('what', 'the sledge');
    const second = question('what', 'the mirror');
    const again = question('who', 'the sledge');
    const where = question('where', 'To the palace');
    expect(storyMix([first, second, again, where], [], 4)).toEqual([first, where, second]);
  });
});
