import { describe, expect, it } from 'vitest';
import { paginationDots } from './pagination-dots.ts';

/** Dots as a compact string: 1-based section numbers, '…' for an ellipsis. */
const shape = (total: number, current: number) =>
  paginationDots(total, current)
    .map((dot) => (dot.kind === 'section' ? String(dot.index + 1) : '…'))
    .join(' ');

describe('section pagination dots (docs/product.md §2)', () => {
  it('shows every section up to 10', () => {
    expect(shape(0, 0)).toBe('');
    expect(shape(1, 0)).toBe('1');
    expect(shape(10, 4)).toBe('1 2 3 4 5 6 7 8 9 10');
  });

  it('beyond 10: first 2, last 2, a window of 3 around the current, ellipses between', () => {
    expect(shape(20, 9)).toBe('1 2 … 9 10 11 … 19 20');
    expect(shape(11, 5)).toBe('1 2 … 5 6 7 … 10 11');
  });

  it('keeps the window inside the range at either end', () => {
    expect(shape(20, 0)).toBe('1 2 3 … 19 20');
    expect(shape(20, 1)).toBe('1 2 3 … 19 20');
    expect(shape(20, 19)).toBe('1 2 … 18 19 20');
  });

  it('puts no ellipsis where the window touches an edge', () => {
    expect(shape(20, 3)).toBe('1 2 3 4 5 … 19 20');
    expect(shape(20, 16)).toBe('1 2 … 16 17 18 19 20');
  });

  it('marks the current section among the dots', () => {
    const dots = paginationDots(30, 14);
    expect(
      dots.filter((dot) => dot.kind === 'section').map((dot) => dot.kind === 'section' && dot.index),
    ).toEqual([0, 1, 13, 14, 15, 28, 29]);
  });
});
