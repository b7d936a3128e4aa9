import { describe, expect, it } from 'vitest';
import { correctChoice, passage, wrongChoices } from './passage.fixture.ts';
import { sequenceQuestions } from './sequence-question.ts';

const crow = passage(
  'A crow found a piece of cheese on a window sill.',
  'The crow flew up into a tall tree. A hungry fox walked by the tree.',
  'The crow opened her beak to sing.',
  'The fox ate the cheese and ran into the forest.',
);

describe('sequence questions', () => {
  it('asks what happened just after an event, against events that came before it', () => {
    const after = sequenceQuestions(crow.events).find((q) =>
      q.content.startsWith('What happened just after'),
    );
    expect(after?.type).toBe('sequence');
    expect(after?.content).toBe('What happened just after the crow opened her beak to sing?');
    expect(correctChoice(after)).toBe('The fox ate the cheese');
    expect(wrongChoices(after).sort()).toEqual([
      'A crow found a piece of cheese on a window sill',
      'A hungry fox walked by the tree',
      'The crow flew up into a tall tree',
    ]);
    expect(after?.evidence).toEqual({
      paragraph_index: 3,
      sentence: 'The fox ate the cheese and ran into the forest.',
    });
  });

  it('asks what happened first, against later events', () => {
    const first = sequenceQuestions(crow.events).find((q) => q.content.endsWith('what happened first?'));
    expect(correctChoice(first)).toBe('A crow found a piece of cheese on a window sill');
    expect(wrongChoices(first)).not.toContain('A crow found a piece of cheese on a window sill');
    expect(first?.evidence.paragraph_index).toBe(0);
  });

  it('puts in order only what happened: “did not dare” is no event', () => {
    const waited = passage(
      'A crow found a piece of cheese on a window sill.',
      'The crow flew up into a tall tree. The crow did not dare to sing.',
      'A hungry fox walked by the tree.',
      'The fox ate the cheese and ran into the forest.',
    );
    const choices = sequenceQuestions(waited.events).flatMap((q) => q.choices.map((choice) => choice.text));
    expect(choices.length).toBeGreaterThan(0);
    expect(choices.join(' | ')).not.toContain('did not dare');
  });

  // childrens-literature.epub, "The Ugly Duckling": "What happened just after the Hen had quite
  // little short legs?" — what someone had is how things were.
  it('puts in order only what happened: “had short legs” is no event, “had to go home” is', () => {
    const had = passage(
      'A crow found a piece of cheese on a window sill.',
      'The crow had a shiny black beak. The crow flew up into a tall tree.',
      'A hungry fox walked by the tree.',
      'The fox had to run home. The fox ate the cheese and ran into the forest.',
    );
    const choices = sequenceQuestions(had.events).flatMap((q) => [
      q.content,
      ...q.choices.map((c) => c.text),
    ]);
    expect(choices.join(' | ')).not.toContain('shiny black beak');
    expect(choices.join(' | ')).toContain('The fox had to run home');
  });

  it('asks nothing of fewer than four events, or of text in the present tense', () => {
    expect(sequenceQuestions(passage('Leo ran home. Mia sat down. The dog barked.').events)).toEqual([]);
    const present = passage(
      'The tree loses its leaves. The bird builds a nest. The sun warms the soil. The frog sleeps.',
    );
    expect(sequenceQuestions(present.events)).toEqual([]);
  });

  it('asks what happened last, against earlier events', () => {
    const last = sequenceQuestions(crow.events).find((q) => q.content.endsWith('what happened last?'));
    expect(correctChoice(last)).toBe('The fox ate the cheese');
    expect(wrongChoices(last)).toHaveLength(3);
    expect(wrongChoices(last)).not.toContain('The fox ate the cheese');
    expect(last?.evidence.paragraph_index).toBe(3);
  });

  it('asks what happened just after each event that has three before it', () => {
    const story = passage(
      'Leo found an old map in the attic.',
      'Leo showed the map to his sister.',
      'Mia opened the old wooden box.',
      'The children walked to the river.',
      'Leo dug a hole under the willow.',
      'Mia found a small silver key.',
    );
    const after = sequenceQuestions(story.events)
      .filter((q) => q.content.startsWith('What happened just after'))
      .map((q) => [q.content, correctChoice(q)]);
    expect(after).toEqual([
      ['What happened just after Leo dug a hole under the willow?', 'Mia found a small silver key'],
      ['What happened just after the children walked to the river?', 'Leo dug a hole under the willow'],
    ]);
  });
});
