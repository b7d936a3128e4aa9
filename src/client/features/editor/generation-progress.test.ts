import { describe, expect, it } from 'vitest';
import type { ParagraphWithQuestions } from '#contract/texts.ts';
import { questionCountsBySection, sectionsGenerated } from './generation-progress.ts';

const question = { id: 1, content: 'Q?', paragraph_index: 0, choices: [] };
const paragraph = (index: number, questions: number): ParagraphWithQuestions => ({
  id: index + 1,
  paragraph_index: index,
  content: 'text',
  questions: Array.from({ length: questions }, () => question),
});

describe('question generation progress', () => {
  it('counts questions per section of four paragraphs', () => {
    const counts = questionCountsBySection([
      paragraph(0, 1),
      paragraph(3, 2),
      paragraph(4, 0),
      paragraph(9, 1),
    ]);
    expect([...counts]).toEqual([
      [0, 3],
      [1, 0],
      [2, 1],
    ]);
  });

  it('counts the sections that gained questions since the baseline', () => {
    const baseline = new Map([
      [0, 3],
      [1, 0],
      [2, 1],
    ]);
    const now = new Map([
      [0, 3],
      [1, 2],
      [2, 4],
    ]);
    expect(sectionsGenerated(baseline, now)).toBe(2);
    expect(sectionsGenerated(baseline, baseline)).toBe(0);
  });
});
