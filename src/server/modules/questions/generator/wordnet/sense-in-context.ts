import { isContentWord } from '../text-words.ts';
import { lookUp } from './wordnet-dictionary.ts';

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
  /** Whether only words of few senses count as shared (`isClue`): a text that explains uses many in its own way. */
  cluesOnly = false,
): Sense | undefined {
  if (senses.length <= 1 && !mustShare) return senses[0];
  const stems = new Set([...sectionWords].map(stemOf));
  const scored = senses
    .map((sense) => ({ sense, shared: sharedWords(sense.definition, stems, cluesOnly) }))
    .sort((a, b) => b.shared - a.shared);
  const [best, next] = scored;
  return best && best.shared > 0 && best.shared > (next?.shared ?? 0) ? best.sense : undefined;
}

/**
 * The words WordNet frames its definitions with ("relating to or performed with the fingers", "the
 * act of …", "having the quality of …"): they say nothing of a topic, so a section that speaks of
 * "related specifications" does not mean the fingers by "digital".
 */
const DEFINITION_FRAME = new Set(
  'relating related pertaining characterized characteristic consisting having being performed something someone person act process state quality attribute condition manner kind form part thing especially usually often certain particular'.split(
    ' ',
  ),
);

/**
 * A word of many senses ("work": a job, a book, a deed, …) says little of which sense a definition
 * means when the section has it too: a specification's "printed work" is no sailor's work, so it
 * does not make "navigation" "the work of a sailor". Only words of few senses count as shared.
 */
const MOST_SENSES_OF_A_CLUE = 20;

function isClue(word: string): boolean {
  const senses = (['noun', 'verb'] as const).reduce((sum, pos) => sum + (lookUp(word, pos)?.senses ?? 0), 0);
  return senses <= MOST_SENSES_OF_A_CLUE;
}

function sharedWords(definition: string, stems: ReadonlySet<string>, cluesOnly: boolean): number {
  const words = (definition.toLowerCase().match(/\p{L}+/gu) ?? []).filter(
    (word) => isContentWord(word) && !DEFINITION_FRAME.has(word),
  );
  return new Set(words.filter((word) => stems.has(stemOf(word)) && (!cluesOnly || isClue(word))).map(stemOf))
    .size;
}

/** A crude stem, enough to meet "branches" with "branch" and "shaded" with "shade". */
function stemOf(word: string): string {
  return word
    .toLowerCase()
    .replace(/(?:ing|ed|es|s|ly)$/, '')
    .slice(0, 6);
}
