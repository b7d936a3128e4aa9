import { describe, expect, it } from 'vitest';
import { senseInContext } from './sense-in-context.ts';

const aircraft = { definition: 'the transparent covering of an aircraft cockpit', lexFile: 6 };
const cloth = { definition: 'a covering (usually of cloth) that serves as a roof', lexFile: 6 };

describe('senseInContext', () => {
  it('takes the only sense there is', () => {
    expect(senseInContext([aircraft], new Set(['forest']))).toBe(aircraft);
  });

  it('prefers the sense whose definition shares words with the section, in any form', () => {
    expect(senseInContext([aircraft, cloth], new Set(['cloths', 'king', 'roofs']))).toBe(cloth);
  });

  it('skips the word when no sense shares more words than the others', () => {
    expect(senseInContext([aircraft, cloth], new Set(['forest', 'branches']))).toBeUndefined();
    expect(senseInContext([aircraft, cloth], new Set(['covering']))).toBeUndefined();
  });

  // epub30-spec.epub: "a family of related specifications … for digital publications" asked
  // "digital" as "relating to or performed with the fingers".
  it('counts no word WordNet only frames its definitions with', () => {
    const fingers = { definition: 'relating to or performed with the fingers', lexFile: 0 };
    const numbers = { definition: 'displaying numbers rather than scale positions', lexFile: 0 };
    const section = new Set(['family', 'related', 'specifications', 'performed', 'publications']);
    expect(senseInContext([numbers, fingers], section)).toBeUndefined();
  });

  // epub30-spec.epub §386 and §16: "printed work" made "navigation" "the work of a sailor", and an
  // XML "attribute" made "accessibility" "the attribute of being easy to meet or deal with".
  it('in a text that explains, counts no word of many senses, nor the genus "attribute"', () => {
    const sailor = { definition: 'the work of a sailor', lexFile: 4 };
    const guidance = { definition: 'the guidance of ships or airplanes from place to place', lexFile: 4 };
    const printedWork = new Set(['table', 'contents', 'printed', 'work', 'navigation']);
    expect(senseInContext([guidance, sailor], printedWork)).toBe(sailor);
    expect(senseInContext([guidance, sailor], printedWork, false, true)).toBeUndefined();
    const easy = { definition: 'the attribute of being easy to meet or deal with', lexFile: 7 };
    const atHand = { definition: 'the quality of being at hand when needed', lexFile: 7 };
    expect(senseInContext([atHand, easy], new Set(['attribute', 'purposes']))).toBeUndefined();
  });
});
