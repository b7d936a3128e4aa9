/** A word of a spoken text: where it starts and ends (UTF-16 offsets, as `boundary` events count). */
export interface WordSpan {
  start: number;
  end: number;
}

/** Runs of anything but white space: what a speech engine calls a word, punctuation kept on it. */
const WORD = /\S+/g;

/** The words of `text` in order. */
export function wordsOf(text: string): WordSpan[] {
  return Array.from(text.matchAll(WORD), (match) => ({
    start: match.index,
    end: match.index + match[0].length,
  }));
}

/**
 * The index of the word a `boundary` event at `charIndex` points into. Engines differ: most point at
 * a word's first letter, some at the space or the punctuation before it, so an offset between two
 * words belongs to the next one. Past the last word it is the last word; with no words, -1.
 */
export function wordIndexAt(words: readonly WordSpan[], charIndex: number): number {
  if (words.length === 0) return -1;
  let low = 0;
  let high = words.length - 1;
  // The first word whose end lies beyond charIndex (binary search: a paragraph may be long).
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((words[middle]?.end ?? 0) > charIndex) high = middle;
    else low = middle + 1;
  }
  return low;
}
