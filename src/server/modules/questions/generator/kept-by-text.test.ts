import { describe, expect, it } from 'vitest';
import { keptByText } from './kept-by-text.ts';

describe('keptByText', () => {
  it('reads a paragraph once and gives the kept reading to the next section that reads it', () => {
    const read: string[] = [];
    const wordCount = keptByText((text) => {
      read.push(text);
      return text.split(' ').length;
    });
    expect(wordCount('the fox ran')).toBe(3);
    expect(wordCount('the fox ran')).toBe(3);
    expect(wordCount('a hen')).toBe(2);
    expect(read).toEqual(['the fox ran', 'a hen']);
  });

  it('forgets the oldest reading once it holds 64', () => {
    const read: string[] = [];
    const echo = keptByText((text) => {
      read.push(text);
      return text;
    });
    for (let paragraph = 0; paragraph <= 64; paragraph++) echo(`paragraph ${paragraph}`);
    echo('paragraph 0');
    expect(read.filter((text) => text === 'paragraph 0')).toHaveLength(2);
  });
});
