import { describe, expect, it } from 'vitest';
import { atesmanScore, gradeOfAtesman, turkishReadabilityOf } from './turkish-readability.ts';

describe('gradeOfAtesman', () => {
  it('maps the edges of Ateşman’s bands onto grades', () => {
    expect(gradeOfAtesman(100)).toBe(2);
    expect(gradeOfAtesman(90)).toBe(4); // very easy ends
    expect(gradeOfAtesman(70)).toBe(6); // easy ends
    expect(gradeOfAtesman(50)).toBe(8); // medium ends
    expect(gradeOfAtesman(30)).toBe(10); // difficult ends
    expect(gradeOfAtesman(0)).toBe(16); // very difficult
  });

  it('goes on past the ends: never below 0, harder than the hardest band keeps rising', () => {
    expect(gradeOfAtesman(105)).toBeCloseTo(1); // 2 − 5·0.2
    expect(gradeOfAtesman(120)).toBe(0);
    expect(gradeOfAtesman(-10)).toBeCloseTo(18); // 16 + 10·0.2
  });
});

describe('turkishReadabilityOf (Ateşman)', () => {
  it('grades two short sentences as very easy', () => {
    // Words: Ali(A,i 2) okula(o,u,a 3) gitti(i,i 2) Ayşe(A,e 2) kitap(i,a 2) okudu(o,u,u 3):
    // 6 words, 14 syllables, 2 sentences.
    // Ateşman: 198.825 − 40.175·14/6 − 2.610·6/2 = 198.825 − 93.742 − 7.830 = 97.253 (very easy)
    // Grade: 90–100 runs 4→2, 0.2 a point: 2 + (100 − 97.253)·0.2 = 2.549 → 2.5
    expect(atesmanScore(6, 14, 2)).toBeCloseTo(97.253, 3);
    expect(turkishReadabilityOf(['Ali okula gitti. Ayşe kitap okudu.'])).toEqual({
      wordCount: 6,
      readingLevel: 2.5,
    });
  });

  it('grades one long sentence of long words as difficult', () => {
    // Küçük 2, kedi 2, bahçedeki 4, yaşlı 2, ağacın 3, dallarına 4, tırmanmaya 4, çalışırken 4,
    // annesi 3, onu 2, endişeyle 4, izliyordu 4: 12 words, 38 syllables, 1 sentence.
    // Ateşman: 198.825 − 40.175·38/12 − 2.610·12 = 198.825 − 127.221 − 31.320 = 40.284 (difficult)
    // Grade: 30–50 runs 10→8, 0.1 a point: 8 + (50 − 40.284)·0.1 = 8.972 → 9.0
    const text =
      'Küçük kedi bahçedeki yaşlı ağacın dallarına tırmanmaya çalışırken annesi onu endişeyle izliyordu.';
    expect(turkishReadabilityOf([text])).toEqual({ wordCount: 12, readingLevel: 9 });
  });

  it('counts dotless ı and dotted İ as vowels, an apostrophe’s suffix as part of its word', () => {
    // Işık(I,ı 2) İzmir'deydi(İ,i,e,i 4): 2 words, 6 syllables, 1 sentence:
    // 198.825 − 40.175·3 − 2.610·2 = 73.08 → 4 + (90 − 73.08)·0.1 = 5.692 → 5.7
    expect(turkishReadabilityOf(["Işık İzmir'deydi."])).toEqual({ wordCount: 2, readingLevel: 5.7 });
  });

  it('does not end a sentence at a title’s full stop', () => {
    // Dr. Ayşe geldi: 3 words (Dr 1 — a word without a vowel counts one — Ayşe 2, geldi 2), 5 syllables, 1 sentence.
    // 198.825 − 40.175·5/3 − 2.610·3 = 124.04 → 2 − 24.04·0.2 < 0 → 0
    expect(turkishReadabilityOf(['Dr. Ayşe geldi.'])).toEqual({ wordCount: 3, readingLevel: 0 });
    expect(turkishReadabilityOf(['   '])).toEqual({ wordCount: 0, readingLevel: 0 });
  });
});

describe('turkishReadabilityOf with clauses', () => {
  it('reads a sentence of clauses joined by ; or ", ve" as its clauses; a bare comma joins', () => {
    // The worked example above as one sentence would be 198.825 − 93.742 − 2.610·6 = 89.42 → 4.1;
    // as two clauses it is the two sentences' 2.5.
    expect(turkishReadabilityOf(['Ali okula gitti; Ayşe kitap okudu.']).readingLevel).toBe(2.5);
    // With "ve" (1 syllable): 7 words, 15 syllables, 2 clauses: 198.825 − 86.089 − 9.135 = 103.6 → 1.3
    expect(turkishReadabilityOf(['Ali okula gitti, ve Ayşe kitap okudu.']).readingLevel).toBe(1.3);
    expect(turkishReadabilityOf(['Ali okula gitti, Ayşe kitap okudu.']).readingLevel).toBe(4.1);
  });
});
