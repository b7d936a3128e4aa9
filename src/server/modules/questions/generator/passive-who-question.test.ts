import { describe, expect, it } from 'vitest';
import { charactersOf } from './characters.ts';
import { correctChoice, passage, wrongChoices } from './passage.fixture.ts';
import { passiveWhoQuestions } from './passive-who-question.ts';
import { storyEvents } from './story-events.ts';

function passiveQuestions(...texts: string[]) {
  const p = passage(...texts);
  const events = storyEvents(p.analysis, { withAsides: true, passives: true });
  return passiveWhoQuestions(events, charactersOf(p.pools, p.events, p.analysis.sentences));
}

describe('who-questions about a deed done to a character', () => {
  // From childrens-literature.epub, "The Nightingale": the sentence asked nothing.
  it('asks who it was done to, with the other characters as wrong answers', () => {
    const questions = passiveQuestions(
      'The real Nightingale was banished from the country and empire.',
      'The old watchmaker opened the bird.',
      'The Emperor looked at the artificial bird.',
      'The physician came to the palace.',
    );
    const banished = questions.find((q) => q.content === 'Who was banished from the country?');
    expect(correctChoice(banished)).toBe('The real Nightingale');
    expect(wrongChoices(banished)).toContain('The old watchmaker');
    expect(banished?.evidence.sentence).toBe(
      'The real Nightingale was banished from the country and empire.',
    );
  });

  it('asks nothing of what a character was doing, which other who-questions ask, nor of a thing', () => {
    const questions = passiveQuestions(
      'The old watchmaker was mending the bird.',
      'Every net was filled with sweetmeats.',
      'The Emperor looked at the artificial bird.',
      'The physician came to the palace.',
      'The real Nightingale flew away.',
    );
    expect(questions).toEqual([]);
  });
});
