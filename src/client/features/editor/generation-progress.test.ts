import { describe, expect, it } from 'vitest';
import { generationProgress, isGenerating } from './generation-progress.ts';

describe('question generation progress', () => {
  it('is under way while a section is pending or running', () => {
    expect(isGenerating({ pending: 1, running: 0, completed: 2, failed: 0 })).toBe(true);
    expect(isGenerating({ pending: 0, running: 1, completed: 0, failed: 0 })).toBe(true);
    expect(isGenerating({ pending: 0, running: 0, completed: 3, failed: 1 })).toBe(false);
  });

  it('counts finished sections, failed ones included, of all sections', () => {
    expect(generationProgress({ pending: 2, running: 1, completed: 4, failed: 1 })).toEqual({
      finished: 5,
      total: 8,
      percent: 63,
    });
    expect(generationProgress({ pending: 0, running: 0, completed: 0, failed: 0 })).toEqual({
      finished: 0,
      total: 0,
      percent: 0,
    });
  });
});
