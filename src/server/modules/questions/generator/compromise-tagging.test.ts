import nlp from 'compromise/two';
import { describe, expect, it } from 'vitest';
import { tagFully, tagQuickly } from './compromise-tagging.ts';

const text =
  'Miss Kready tells of it in her Study of Fairy Tales, pp. 151-153. "I don\'t know," said brother Leo.';
const sentencesOf = (paragraph: string) =>
  tagQuickly(paragraph).map((tokens) => ({ paragraph_index: 0, tokens }));
const tagsOf = (tokens: { text: string; tags: ReadonlySet<string> }[]) =>
  tokens.map((token) => `${token.text}/${[...token.tags].sort().join('.')}`);

describe('tagFully from the quick pass', () => {
  it('tags the quick pass’s words as a full parse of their text does, words not split twice', () => {
    const quick = sentencesOf(text);
    const full = tagFully(quick);
    const parsed = nlp(text).document.map((terms) =>
      terms.map((term) => ({ text: term.text, tags: term.tags ?? new Set() })),
    );
    expect(full.map((sentence) => sentence.tokens.length)).toEqual(parsed.map((terms) => terms.length));
    // Only the number range's own tag differs: the full parse splits "151-153" and tags the parts NumberRange.
    const withoutRange = (tags: string[]) => tags.map((tag) => tag.replace(/\.?NumberRange/, ''));
    expect(full.map((sentence) => withoutRange(tagsOf(sentence.tokens)))).toEqual(
      parsed.map((terms) => withoutRange(tagsOf(terms))),
    );
    expect(tagsOf(full[1]?.tokens ?? [])).toContain('Leo/Noun.Person.ProperNoun.Singular');
  });

  it('leaves the quick tags of the sentences it was given, and the next reading of the paragraph, as they were', () => {
    const quick = sentencesOf(text);
    const before = quick.map((sentence) => tagsOf(sentence.tokens));
    tagFully(quick);
    expect(quick.map((sentence) => tagsOf(sentence.tokens))).toEqual(before);
    expect(sentencesOf(text).map((sentence) => tagsOf(sentence.tokens))).toEqual(before);
  });
});
