import { isContentWord } from '../text-words.ts';

/** A sense of a word: its definition, and the WordNet file that says what kind of thing it is. */
export interface Sense {
  definition: string;
  lexFile: number;
}

/**
 * The sense meant in a section, or undefined when the section does not say. One sense is taken as
 * it is (unless `mustShare`); of several, the one whose definition shares the most words with the section, and only when
 * it shares more than every other: WordNet's first sense of "canopy" is an aircraft's, which a text
 * about trees never means, so a tie (most often none sharing anything) skips the word.
 */
export function senseInContext(
  senses: Sense[],
  sectionWords: ReadonlySet<string>,
  /** Whether even a single sense must share a word with the section to be taken. */
  mustShare = false,
): Sense | undefined {
  if (senses.length <= 1 && !mustShare) return senses[0];
  const stems = new Set([...sectionWords].map(stemOf));
  const scored = senses
    .map((sense) => ({ sense, shared: sharedWords(sense.definition, stems) }))
    .sort((a, b) => b.shared - a.shared);
  const [best, next] = scored;
  return best && best.shared > 0 && best.shared > (next?.shared ?? 0) ? best.sense : undefined;
}

function sharedWords(definition: string, stems: ReadonlySet<string>): number {
  const words = (definition.toLowerCase().match(/\p{L}+/gu) ?? []).filter(isContentWord);
  return new Set(words.map(stemOf).filter((stem) => stems.has(stem))).size;
}

/** A crude stem, enough to meet "branches" with "branch" and "shaded" with "shade". */
function stemOf(word: string): string {
  return word
    .toLowerCase()
    .replace(/(?:ing|ed|es|s|ly)$/, '')
    .slice(0, 6);
}
