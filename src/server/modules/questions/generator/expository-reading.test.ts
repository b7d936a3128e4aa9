import { describe, expect, it } from 'vitest';
import { tellsAStory } from './expository-reading.ts';
import { passage } from './passage.fixture.ts';

const storyOf = (...texts: string[]) => {
  const { analysis, events } = passage(...texts);
  return tellsAStory(analysis, events);
};

describe('telling a story from a text that explains', () => {
  it('takes a named person speaking, or events mostly in the past, for a story', () => {
    expect(storyOf('"Come here," said Mary.', 'The wind blows over the hills.')).toBe(true);
    expect(storyOf('The fox ran to the river.', 'The crow opened her beak to sing.')).toBe(true);
  });

  // epub30-spec.epub: its quoted keywords are no one speaking.
  it('takes a specification quoting its keywords for a text that explains', () => {
    expect(
      storyOf(
        'The keywords "MUST" and "SHOULD" are to be interpreted as described in RFC2119.',
        'Reading Systems must process the Package Document.',
      ),
    ).toBe(false);
  });
});
