import { describe, expect, it } from 'vitest';
import {
  answeredPercent,
  canFinish,
  canGoNext,
  furthestReachable,
  openingPosition,
  sectionsOf,
} from './reader-rules.ts';

const paragraphs = (chunk: number) =>
  [0, 1, 2, 3].map((i) => ({
    id: chunk * 4 + i,
    paragraph_index: chunk * 4 + i,
    content: `p${chunk * 4 + i}`,
  }));
const question = (id: number, paragraphIndex: number) => ({
  id,
  paragraph_index: paragraphIndex,
  content: `q${id}`,
  choices: [{ id: id * 10, text: 'a' }],
});
// Three sections; the middle one has no questions; chunks arrive out of order.
const sections = sectionsOf({
  text: {
    id: 1,
    title: 't',
    author: 'a',
    reading_level: 3,
    epub_file_path: null,
    chunks: [2, 0, 1].map((chunk) => ({ chunk_index: chunk, paragraphs: paragraphs(chunk) })),
  },
  questions: [question(1, 1), question(2, 3), question(3, 9)],
});
const answers = (...pairs: [number, number][]) => new Map(pairs);

describe('reader navigation rules', () => {
  it('puts sections in order with the questions about their paragraphs', () => {
    expect(sections.map((s) => [s.chunkIndex, s.questions.map((q) => q.id)])).toEqual([
      [0, [1, 2]],
      [1, []],
      [2, [3]],
    ]);
  });

  it("allows 'Next section' only once the section's questions are all answered", () => {
    expect(canGoNext(sections, 0, answers([1, 10]))).toBe(false);
    expect(canGoNext(sections, 0, answers([1, 10], [2, 20]))).toBe(true);
    expect(canGoNext(sections, 1, answers())).toBe(true);
    expect(canGoNext(sections, 2, answers([1, 10], [2, 20], [3, 30]))).toBe(false);
  });

  it('opens later sections only up to the first one with open questions', () => {
    expect(furthestReachable(sections, answers())).toBe(0);
    expect(furthestReachable(sections, answers([1, 10], [2, 20]))).toBe(2);
    expect(furthestReachable(sections, answers([1, 10], [2, 20], [3, 30]))).toBe(2);
  });

  it("offers 'Finish' only when every question is answered", () => {
    expect(canFinish(sections, answers([1, 10], [2, 20]))).toBe(false);
    expect(canFinish(sections, answers([1, 10], [2, 20], [3, 30]))).toBe(true);
  });

  it('reopens at the saved section when reachable, else where the open questions are', () => {
    expect(openingPosition(sections, answers([1, 10], [2, 20]), 1)).toBe(1);
    expect(openingPosition(sections, answers([1, 10]), 2)).toBe(0);
    expect(openingPosition(sections, answers([1, 10], [2, 20]), null)).toBe(2);
    expect(openingPosition(sections, answers([1, 10], [2, 20], [3, 30]), null)).toBe(0);
  });

  it('rounds the answered percentage and is 0 without questions', () => {
    expect(answeredPercent(1, 3)).toBe(33);
    expect(answeredPercent(0, 0)).toBe(0);
  });
});
