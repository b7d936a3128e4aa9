import { describe, expect, it } from 'vitest';
import { correctChoice, passage, wrongChoices } from './passage.fixture.ts';
import { placeWhereQuestions } from './place-where-question.ts';

describe('where-questions about places', () => {
  const story = passage(
    'A crow found a piece of cheese on a window sill.',
    'The crow flew up into a tall tree.',
  );

  it('asks where something happened, with the place phrase as the answer', () => {
    const sill = placeWhereQuestions(story.events).find((q) => correctChoice(q) === 'On a window sill');
    expect(sill?.type).toBe('where');
    expect(sill?.content).toBe('Where did a crow find a piece of cheese?');
    expect(sill?.evidence).toEqual({
      paragraph_index: 0,
      sentence: 'A crow found a piece of cheese on a window sill.',
    });
  });

  it('gives other places, each a preposition and a place, as wrong answers', () => {
    const tree = placeWhereQuestions(story.events).find((q) => correctChoice(q) === 'Into a tall tree');
    expect(tree?.content).toBe('Where did the crow fly up?');
    expect(wrongChoices(tree)).toContain('On a window sill');
    expect(wrongChoices(tree).every((choice) => /^(On|Into) (a|the) /.test(choice))).toBe(true);
  });

  it('does not take a time or a person for a place', () => {
    const story = passage('Leo woke up in the morning.', 'Mia ran to her brother.');
    expect(placeWhereQuestions(story.events)).toEqual([]);
  });
});
