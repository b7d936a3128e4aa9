import { describe, expect, it } from 'vitest';
import { splitParagraphs } from './split-paragraphs.ts';

describe('splitParagraphs', () => {
  it('splits on blank lines, keeping single line breaks inside a paragraph', () => {
    expect(splitParagraphs('One line\nstill one.\n\nTwo.\n \n\n\nThree.')).toEqual([
      'One line\nstill one.',
      'Two.',
      'Three.',
    ]);
  });

  it('splits on single line breaks when the text has no blank line', () => {
    expect(splitParagraphs('First.\nSecond.\r\nThird.')).toEqual(['First.', 'Second.', 'Third.']);
  });

  it('trims paragraphs and drops empty ones', () => {
    expect(splitParagraphs('\n\n   Alpha   \n\n\t\n\n  Beta\t\n\n')).toEqual(['Alpha', 'Beta']);
    expect(splitParagraphs('   \n  ')).toEqual([]);
  });

  it('keeps a text without line breaks as one paragraph', () => {
    expect(splitParagraphs('  Just one paragraph.  ')).toEqual(['Just one paragraph.']);
  });
});
