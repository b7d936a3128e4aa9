import { describe, expect, it } from 'vitest';
import { csvField } from './results-csv.ts';

describe('csvField', () => {
  it('quotes commas, quotes and line breaks, and defuses formulas', () => {
    expect(csvField('Who ran, and why?')).toBe('"Who ran, and why?"');
    expect(csvField('She said "no"')).toBe('"She said ""no"""');
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('-5 apples')).toBe("'-5 apples");
    expect(csvField(-5)).toBe('-5');
    expect(csvField(null)).toBe('');
  });
});
