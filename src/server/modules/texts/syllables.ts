const code = (letter: string) => letter.charCodeAt(0);
const [E, S, D, L, Y] = [code('e'), code('s'), code('d'), code('l'), code('y')];
const vowels = new Set([...'aeiouy'].map(code));
const isVowelOrL = (letter: number | undefined) =>
  letter === L || (letter !== undefined && vowels.has(letter));

/**
 * Syllables of an English word given its lower-case ASCII letters (char codes), by vowel groups
 * with the usual corrections for a silent final "e" and "-es"/"-ed" endings; at least one per
 * word, so words without Latin letters count as one.
 */
export function syllablesOfLetters(letters: readonly number[]): number {
  let end = letters.length;
  if (end <= 3) return 1;
  const last = letters[end - 1];
  if (last === E && !isVowelOrL(letters[end - 2])) end -= 1;
  else if ((last === S || last === D) && letters[end - 2] === E && !isVowelOrL(letters[end - 3])) end -= 2;
  let groups = 0;
  let inVowels = false;
  for (let i = letters[0] === Y ? 1 : 0; i < end; i++) {
    const vowel = vowels.has(letters[i] as number);
    if (vowel && !inVowels) groups += 1;
    inVowels = vowel;
  }
  return Math.max(1, groups);
}

/** The lower-case ASCII letter a char code stands for, or undefined. */
export function asciiLetter(charCode: number): number | undefined {
  if (charCode >= 97 && charCode <= 122) return charCode;
  if (charCode >= 65 && charCode <= 90) return charCode + 32;
  return undefined;
}

export function countSyllables(word: string): number {
  const letters: number[] = [];
  for (let i = 0; i < word.length; i++) {
    const letter = asciiLetter(word.charCodeAt(i));
    if (letter !== undefined) letters.push(letter);
  }
  return syllablesOfLetters(letters);
}
