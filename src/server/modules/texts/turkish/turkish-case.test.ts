import { describe, expect, it } from 'vitest';
import { lowerTr, sameWordTr, upperFirstTr, upperTr } from './turkish-case.ts';

describe('Turkish casing', () => {
  it('keeps the dotted and the dotless i apart', () => {
    expect(upperTr('istanbul ılık')).toBe('İSTANBUL ILIK');
    expect(lowerTr('IRMAK İZMİR')).toBe('ırmak izmir');
    // What the locale-free methods would have given, and why they are not used.
    expect('istanbul'.toUpperCase()).toBe('ISTANBUL');
  });

  it('upper-cases only the first letter', () => {
    expect(upperFirstTr('ilk gün okula gitti')).toBe('İlk gün okula gitti');
    expect(upperFirstTr('ışık yandı')).toBe('Işık yandı');
    expect(upperFirstTr('')).toBe('');
  });

  it('compares words the Turkish way', () => {
    expect(sameWordTr('IRMAK', 'ırmak')).toBe(true);
    expect(sameWordTr('IRMAK', 'irmak')).toBe(false);
    expect(sameWordTr('İpek', 'ipek')).toBe(true);
  });
});
