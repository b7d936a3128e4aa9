import { describe, expect, it } from 'vitest';
import { readsAsEnglish } from './reads-as-english.ts';

describe('whether a line is in English', () => {
  it('knows a line of English verse, names and all', () => {
    expect(readsAsEnglish('Winter kept us warm, covering')).toBe(true);
    expect(readsAsEnglish('Madame Sosostris, famous clairvoyante,')).toBe(true);
  });

  it('knows a line a poem quotes in French or German is not', () => {
    expect(readsAsEnglish("Et O ces voix d'enfants, chantant dans la coupole!")).toBe(false);
    expect(readsAsEnglish("Bin gar keine Russin, stamm' aus Litauen, echt deutsch.")).toBe(false);
  });
});
