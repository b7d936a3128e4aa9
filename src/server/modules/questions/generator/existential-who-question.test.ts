import { describe, expect, it } from 'vitest';
import { generateBuiltinQuestions } from './builtin-question-generator.ts';
import { existentialWhoQuestions } from './existential-who-question.ts';
import { analyseSection } from './section-analysis.ts';

const sentencesOf = (...contents: string[]) =>
  analyseSection(contents.map((content, index) => ({ paragraph_index: index, content }))).sentences;
const characters = ['The Queen', 'The old King', 'The chief', 'The dog'];

describe('who from a story opening ("There was once a … who …")', () => {
  // childrens-literature.epub, "The Real Princess": the section asked nothing at all.
  it('asks who did what the who-clause says, the one there was the answer', () => {
    const [question] = existentialWhoQuestions(
      sentencesOf('There was once a Prince who wanted to marry a Princess. But it was only a real Princess.'),
      characters,
    );
    expect(question?.content).toBe('Who wanted to marry a Princess?');
    expect(question?.choices.find((choice) => choice.is_correct)?.text).toBe('A Prince');
    expect(question?.choices.filter((choice) => !choice.is_correct)).toHaveLength(3);
    expect(question?.evidence.sentence).toBe('There was once a Prince who wanted to marry a Princess.');
  });

  it('asks about people and animals only, and a who-clause that starts with a verb', () => {
    expect(
      existentialWhoQuestions(
        sentencesOf(
          'There was once a castle who stood in a forest.',
          'There was a terrible storm who nobody expected.',
          'There lived a fox, who, being hungry, went out.',
          'There was once a king who the people loved.',
        ),
        characters,
      ),
    ).toEqual([]);
  });

  it('is asked by the built-in generator', () => {
    const paragraphs = [
      'THE REAL PRINCESS',
      'There was once a Prince who wanted to marry a Princess. But it was only a real Princess that he wanted to marry.',
      'He traveled all over the world to find a real one. There was always something that did not seem quite right about them.',
      'The old Queen said nothing, but she went into the bedroom and laid a pea on the bottom of the bed.',
      'Then the servant brought twenty mattresses, and the maid laid them on the pea.',
    ].map((content, index) => ({ paragraph_index: index, content }));
    const questions = generateBuiltinQuestions({ chunk_index: 0, paragraphs }, 4);
    expect(questions.map((question) => question.content)).toContain('Who wanted to marry a Princess?');
  });
});
