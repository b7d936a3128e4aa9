import { describe, expect, it } from 'vitest';
import { isExpository, tellsAStory } from './expository-reading.ts';
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

  // epub30-spec.epub §522: a markup example's quoted attribute values made a section of rules a
  // story's, which took "farmers | teachers | bakers" as wrong answers beside "seq children".
  it('takes a markup example for no one speaking', () => {
    const { analysis, events } = passage(
      'The par element represents phrases, and the seq element represents nested structures.',
      '<smil xmlns="http://www.w3.org/ns/SMIL" version="3.0"> <body> <seq id="id1" epub:textref="chapter1.xhtml#start">',
      'Reading Systems must render the seq children in order.',
    );
    expect(analysis.spoken.size).toBe(0);
    expect(isExpository(analysis, events)).toBe(true);
  });
});
