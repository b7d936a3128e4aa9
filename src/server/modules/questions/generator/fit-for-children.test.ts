import { describe, expect, it } from 'vitest';
import { fitForChildren } from './fit-for-children.ts';

describe('fitForChildren: which WordNet definitions a child may read', () => {
  it('refuses sexual, bodily and drug senses', () => {
    expect(fitForChildren('oral sex practiced simultaneously by two people')).toBe(false);
    expect(fitForChildren('the act of urinating')).toBe(false);
    expect(fitForChildren('a narcotic that is derived from opium')).toBe(false);
    expect(fitForChildren('(slang) an objectionable person')).toBe(false);
  });

  it('keeps ordinary senses, and the violence of fairy tales', () => {
    expect(fitForChildren('dazzlingly beautiful')).toBe(true);
    expect(fitForChildren('correspondence in form or appearance')).toBe(true);
    expect(fitForChildren('to kill by cutting off the head')).toBe(true);
    expect(fitForChildren('in a manner that attracts attention')).toBe(true);
  });
});
