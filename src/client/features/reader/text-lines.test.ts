import { describe, expect, it } from 'vitest';
import { lineAt } from './text-lines.ts';

// Two paragraphs of two 30 px lines, 24 px apart.
const lines = [
  { top: 0, height: 30 },
  { top: 30, height: 30 },
  { top: 84, height: 30 },
  { top: 114, height: 30 },
];

describe('the line under a point, for line focus', () => {
  it('is the line whose box holds the point', () => {
    expect(lineAt(lines, 0)).toBe(lines[0]);
    expect(lineAt(lines, 45)).toBe(lines[1]);
    expect(lineAt(lines, 143)).toBe(lines[3]);
  });

  it('is the nearest line between paragraphs, above or below the text', () => {
    expect(lineAt(lines, 65)).toBe(lines[1]);
    expect(lineAt(lines, 80)).toBe(lines[2]);
    expect(lineAt(lines, -20)).toBe(lines[0]);
    expect(lineAt(lines, 400)).toBe(lines[3]);
    expect(lineAt([], 10)).toBeUndefined();
  });
});
