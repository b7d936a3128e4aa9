export interface Readability {
  wordCount: number;
  /** Flesch–Kincaid grade level, ≥ 0, one decimal. */
  readingLevel: number;
}

// What a UTF-16 code unit (or the code point starting at it) is to the word and sentence rules.
/** A non-ASCII code unit not classified yet: the Unicode regex answers once per code unit. */
const UNKNOWN = 0;
const OTHER = 1;
/** An ASCII letter: part of a word, and counted for syllables. */
const LETTER = 2;
/** A digit or a non-ASCII letter or mark, as in Arabic vowel signs: part of a word. */
const WORD_CHAR = 3;
/** A word character outside the BMP: a surrogate pair, two code units. */
const WORD_PAIR = 4;
/** ' ’ - keep a word going when a word character follows ("don't", "well-known"). */
const JOINER = 5;
/** . ! ? ؟ 。 end a sentence when a space or the end follows. */
const TERMINATOR = 6;
/** The first half of a surrogate pair: the pair decides. */
const HIGH_SURROGATE = 7;

const kinds = new Uint8Array(0x10000);
for (let c = 0; c < 128; c++) {
  const letter = (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
  kinds[c] = letter ? LETTER : c >= 48 && c <= 57 ? WORD_CHAR : OTHER;
}
for (const c of "'-’") kinds[c.charCodeAt(0)] = JOINER;
for (const c of '.!?؟。') kinds[c.charCodeAt(0)] = TERMINATOR;
kinds.fill(HIGH_SURROGATE, 0xd800, 0xdc00);

const wordCharacter = /[\p{L}\p{M}\p{N}]/u;

function classify(charCode: number): number {
  const kind = wordCharacter.test(String.fromCharCode(charCode)) ? WORD_CHAR : OTHER;
  kinds[charCode] = kind;
  return kind;
}

function pairKind(text: string, i: number, high: number): number {
  const low = text.charCodeAt(i + 1);
  if (!(low >= 0xdc00 && low <= 0xdfff)) return OTHER;
  return wordCharacter.test(String.fromCharCode(high, low)) ? WORD_PAIR : OTHER;
}

function kindAt(text: string, i: number): number {
  const charCode = text.charCodeAt(i);
  const kind = kinds[charCode] as number;
  if (kind === UNKNOWN) return classify(charCode);
  return kind === HIGH_SURROGATE ? pairKind(text, i, charCode) : kind;
}

const isWordKind = (kind: number) => kind === LETTER || kind === WORD_CHAR || kind === WORD_PAIR;
const continuesWord = (text: string, i: number) => i + 1 < text.length && isWordKind(kindAt(text, i + 1));
const isSpace = (charCode: number) =>
  charCode === 32 || (charCode >= 9 && charCode <= 13) || charCode === 0xa0;

const [E, S, D, L, Y] = [...'esdly'].map((letter) => letter.charCodeAt(0));
/** 1 at the char codes of a e i o u y, either case. */
const vowels = new Uint8Array(128);
for (const vowel of 'aeiouyAEIOUY') vowels[vowel.charCodeAt(0)] = 1;
const isVowelOrL = (letter: number) => letter === L || vowels[letter] === 1;

/** Whether a word's last vowel group is a silent final "e", or the "e" of an "-es"/"-ed" ending. */
function isSilentEnding(last: number, secondLast: number, thirdLast: number): boolean {
  if (last === E) return !isVowelOrL(secondLast);
  return (last === S || last === D) && secondLast === E && !isVowelOrL(thirdLast);
}

/**
 * Word, syllable and sentence counts for the Flesch–Kincaid grade, fed a text piece by piece
 * (a book paragraph by paragraph, without joining them). It runs on every import and save of
 * books of 100,000 words: one pass over the characters, a table lookup each, no word strings.
 * Words do not go on from one piece to the next; a sentence without its terminator does.
 */
export class ReadabilityCounter {
  private words = 0;
  syllables = 0;
  private sentences = 0;
  private wordsInSentence = 0;

  add(text: string): void {
    let i = 0;
    while (i < text.length) {
      let kind = kinds[text.charCodeAt(i)] as number;
      // Spaces and punctuation, most of what is not a word, take no more than this.
      if (kind === OTHER) {
        i += 1;
        continue;
      }
      if (kind === UNKNOWN || kind === HIGH_SURROGATE) kind = kindAt(text, i);
      if (isWordKind(kind)) i = this.word(text, i);
      else if (kind === TERMINATOR) i = this.terminators(text, i) + 1;
      else i += 1;
    }
  }

  /**
   * Counts the word starting at `start` and answers where it ends. Syllables are the vowel groups
   * of its ASCII letters (a leading "y" is a consonant), less a silent final "e" or "-es"/"-ed",
   * at least one; a word of at most three letters (or with no Latin letter) has one.
   */
  private word(text: string, start: number): number {
    let letters = 0;
    let groups = 0;
    let inVowels = 0;
    let lastThree = 0; // the last three letters, lower-cased, a byte each, the last lowest
    let i = start;
    while (i < text.length) {
      const charCode = text.charCodeAt(i);
      let kind = kinds[charCode] as number;
      if (kind === LETTER) {
        const vowel = letters === 0 && (charCode | 32) === Y ? 0 : (vowels[charCode] as number);
        groups += vowel & ~inVowels;
        inVowels = vowel;
        lastThree = ((lastThree << 8) | charCode | 32) & 0xffffff;
        letters += 1;
        i += 1;
        continue;
      }
      if (kind === UNKNOWN || kind === HIGH_SURROGATE) kind = kindAt(text, i);
      if (kind === WORD_PAIR) i += 1;
      else if (kind !== WORD_CHAR && !(kind === JOINER && continuesWord(text, i))) break;
      i += 1;
    }
    this.words += 1;
    this.wordsInSentence += 1;
    if (letters <= 3) this.syllables += 1;
    else {
      const silent = isSilentEnding(lastThree & 0xff, (lastThree >> 8) & 0xff, lastThree >> 16);
      this.syllables += Math.max(1, groups - (silent ? 1 : 0));
    }
    return i;
  }

  /** A run of . ! ? ends a sentence when a space or the end follows, if it had a word; answers the run's last index. */
  private terminators(text: string, start: number): number {
    let i = start;
    while (i + 1 < text.length && kindAt(text, i + 1) === TERMINATOR) i += 1;
    if ((i + 1 === text.length || isSpace(text.charCodeAt(i + 1))) && this.wordsInSentence > 0) {
      this.sentences += 1;
      this.wordsInSentence = 0;
    }
    return i;
  }

  /** Word count and grade: 0.39·words/sentences + 11.8·syllables/words − 15.59, at least 0. */
  readability(): Readability {
    if (this.words === 0) return { wordCount: 0, readingLevel: 0 };
    const sentences = this.sentences + (this.wordsInSentence > 0 ? 1 : 0);
    const grade = 0.39 * (this.words / sentences) + 11.8 * (this.syllables / this.words) - 15.59;
    return { wordCount: this.words, readingLevel: Math.max(0, Math.round(grade * 10) / 10) };
  }
}

/** The readability of a text given as its paragraphs. */
export function readabilityOf(paragraphs: readonly string[]): Readability {
  const counter = new ReadabilityCounter();
  for (const paragraph of paragraphs) counter.add(paragraph);
  return counter.readability();
}
