const code = (letter: string) => letter.charCodeAt(0);
const [E, S, D, L, Y] = [code('e'), code('s'), code('d'), code('l'), code('y')];
/** 1 at the char codes of a e i o u y: a table, as this runs for every letter of a book. */
const vowels = new Uint8Array(128);
for (const vowel of 'aeiouy') vowels[code(vowel)] = 1;
const isVowelOrL = (letter: number) => letter === L || vowels[letter] === 1;

/**
 * Syllables of an English word fed one lower-case ASCII letter (char code) at a time: vowel
 * groups, with the usual corrections for a silent final "e" and "-es"/"-ed" endings, a leading
 * "y" as a consonant, and at least one per word, so words without Latin letters count as one.
 * The corrections drop the last one or two letters, so it keeps the group count as it was before
 * each of the last two letters instead of the letters themselves: a word costs no array and no
 * second pass.
 */
export class SyllableCounter {
  private length = 0;
  private groups = 0;
  private groupsBeforeLast = 0;
  private groupsBeforeLastTwo = 0;
  private inVowels = false;
  private last = 0;
  private secondLast = 0;
  private thirdLast = 0;

  add(letter: number): void {
    this.groupsBeforeLastTwo = this.groupsBeforeLast;
    this.groupsBeforeLast = this.groups;
    // A leading "y" is a consonant ("yellow"), and does not join the vowel after it into its group.
    if (this.length > 0 || letter !== Y) {
      const vowel = vowels[letter] === 1;
      if (vowel && !this.inVowels) this.groups += 1;
      this.inVowels = vowel;
    }
    this.thirdLast = this.secondLast;
    this.secondLast = this.last;
    this.last = letter;
    this.length += 1;
  }

  /** The syllables of the letters added since the last call; starts the next word. */
  take(): number {
    const syllables = this.length <= 3 ? 1 : Math.max(1, this.correctedGroups());
    this.length = 0;
    this.groups = 0;
    this.inVowels = false;
    return syllables;
  }

  private correctedGroups(): number {
    if (this.last === E && !isVowelOrL(this.secondLast)) return this.groupsBeforeLast;
    const endsInEsOrEd = (this.last === S || this.last === D) && this.secondLast === E;
    if (endsInEsOrEd && !isVowelOrL(this.thirdLast)) return this.groupsBeforeLastTwo;
    return this.groups;
  }
}

/** The lower-case ASCII letter a char code stands for, or undefined. */
export function asciiLetter(charCode: number): number | undefined {
  if (charCode >= 97 && charCode <= 122) return charCode;
  if (charCode >= 65 && charCode <= 90) return charCode + 32;
  return undefined;
}

export function countSyllables(word: string): number {
  const counter = new SyllableCounter();
  for (let i = 0; i < word.length; i++) {
    const letter = asciiLetter(word.charCodeAt(i));
    if (letter !== undefined) counter.add(letter);
  }
  return counter.take();
}
