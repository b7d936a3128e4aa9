import { describe, expect, it } from 'vitest';
import { correctChoice, passage, wrongChoices } from './passage.fixture.ts';
import { saidWhoQuestions } from './said-who-question.ts';

function saidWho(...texts: string[]) {
  const p = passage(...texts);
  return saidWhoQuestions(p.analysis, p.paragraphs, p.events, p.pools);
}

describe('said-who questions', () => {
  it('asks who said a line of dialogue, with other characters of the same form as wrong answers', () => {
    const questions = saidWho(
      'The Emperor sat on his golden throne.',
      '"I will hear the Nightingale!" said the Emperor.',
      '"She sings by the sea at night," said the cook.',
    );
    const emperor = questions.find((q) => q.content === 'Who said “I will hear the Nightingale!”?');
    expect(emperor?.type).toBe('said_who');
    expect(correctChoice(emperor)).toBe('The Emperor');
    expect(wrongChoices(emperor)).toContain('The cook');
    expect(wrongChoices(emperor).every((choice) => /^The \p{L}/u.test(choice))).toBe(true);
    expect(emperor?.evidence).toEqual({
      paragraph_index: 1,
      sentence: '"I will hear the Nightingale!" said the Emperor.',
    });
    expect(emperor?.explanation).toContain('said the Emperor');
  });

  it('finds the speaker before the line too, and names as wrong answers for a name', () => {
    const [question] = saidWho(
      'Mia looked at the sky. Leo waved.',
      'Leo said, "The kite is stuck in the tree."',
    );
    expect(question?.content).toBe('Who said “The kite is stuck in the tree.”?');
    expect(correctChoice(question)).toBe('Leo');
    expect(wrongChoices(question)).toContain('Mia');
    expect(wrongChoices(question).every((choice) => !/^The\s/.test(choice))).toBe(true);
  });

  it('asks who said a line when the speaker has "a", "its" or "all the" before him (The Emperor’s New Clothes)', () => {
    const questions = saidWho(
      'The Emperor walked in the procession under the beautiful canopy.',
      '"But he has nothing on!" said a little child.',
      '"Just listen to the innocent!" said its father.',
      'But one person whispered to another what the child had said. "He has nothing on! A child says he has nothing on!"',
      '"But he has nothing on!" at last cried all the people.',
    );
    const father = questions.find((q) => q.content === 'Who said “Just listen to the innocent!”?');
    expect(correctChoice(father)).toBe('The father');
    expect(wrongChoices(father)).toContain('The child');
    // The child's line is cried by all the people too: it has two right answers, so it is not asked.
    expect(questions.map((q) => q.content)).not.toContain('Who said “But he has nothing on!”?');
  });

  it('asks nothing when the speaker is only a pronoun or the line names the speaker', () => {
    expect(saidWho('"I am hungry," she said.')).toEqual([]);
    expect(saidWho('"Tom is here," said Tom.')).toEqual([]);
  });

  // From childrens-literature.epub, "The Emperor's New Clothes": the rogues' line and the man's thought.
  it('finds "both rogues" as a speaker and asks "who thought" of a thought', () => {
    const questions = saidWho(
      'The Emperor soon sent another faithful friend to see how soon the new clothes would be ready.',
      '"Isn\'t that a pretty piece of stuff?" asked both rogues, showing and explaining the handsome pattern.',
      '"I am not stupid!" thought the man. "It must be that I am not worthy of my good position."',
    );
    expect(correctChoice(questions.find((q) => q.content.includes('pretty piece of stuff')))).toBe(
      'Both rogues',
    );
    const thought = questions.find((q) => q.content === 'Who thought “I am not stupid!”?');
    expect(correctChoice(thought)).toBe('The man');
  });

  it('takes no title after "called" for a line ("the one called "The Selfish Giant."")', () => {
    expect(
      saidWho(
        'Another story in this same volume widely used by teachers is the one called "The Selfish Giant."',
      ),
    ).toEqual([]);
  });
});
