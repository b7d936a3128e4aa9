import { describe, expect, it } from 'vitest';
import { findKeyTerms } from './key-terms.ts';
import { analyseSection } from './section-analysis.ts';

const thingsOf = (content: string) =>
  analyseSection([{ paragraph_index: 0, content }]).sentences.flatMap((sentence) =>
    findKeyTerms(sentence)
      .filter((term) => term.kind === 'thing')
      .map((term) => term.text),
  );

describe('key terms', () => {
  // childrens-literature.epub, "The Nightingale": "What did the Nightingale achieve? → bird | success |
  // coquetry | round", the last from "the ladies who stood round about".
  it('takes no particle after a verb for a thing, and keeps a noun after one', () => {
    const things = thingsOf('The ladies who stood round about took water in their mouths and ran home.');
    expect(things).not.toContain('round');
    expect(things).toEqual(expect.arrayContaining(['ladies', 'water', 'mouths', 'home']));
    expect(thingsOf('The rogues brought gold to the king.')).toContain('gold');
  });
});
