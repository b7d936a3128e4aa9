import { childrensGrade, fleschKincaidGrade } from './childrens-grade.ts';
import { isFamiliarWord } from './familiar-words.ts';

export interface Readability {
  wordCount: number;
  /** A US grade, ≥ 0, one decimal (docs/readability.md). */
  readingLevel: number;
}

/** What a text's grade is worked out from. */
export interface TextCounts {
  words: number;
  sentences: number;
  /** Sentences cut at ; : — and at a comma before a joining word: old tales join many in one. */
  clauses: number;
  syllables: number;
  /** Lower-case words of Latin letters not on the list of words a child likely knows. */
  unfamiliar: number;
}

/** Words that open a new clause after a comma (", and the king said…", ", which…"). */
const CLAUSE_OPENERS = new Set([
  'and',
  'but',
  'or',
  'nor',
  'so',
  'yet',
  'for',
  'then',
  'when',
  'while',
  'who',
  'whom',
  'which',
  'where',
  'because',
  'though',
  'although',
  'till',
  'until',
  'if',
]);

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
/** ; : — – end a clause ("…in the wood; and there she slept"). */
const CLAUSE_MARK = 8;
/** , ends a clause when a joining word follows it (", and", ", which"). */
const COMMA = 9;

const kinds = new Uint8Array(0x10000);
for (let c = 0; c < 128; c++) {
  const letter = (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
  kinds[c] = letter ? LETTER : c >= 48 && c <= 57 ? WORD_CHAR : OTHER;
}
for (const c of "'-’") kinds[c.charCodeAt(0)] = JOINER;
for (const c of '.!?؟。') kinds[c.charCodeAt(0)] = TERMINATOR;
for (const c of ';:—–') kinds[c.charCodeAt(0)] = CLAUSE_MARK;
kinds[44] = COMMA;
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
 * Word, syllable, sentence, clause and familiar-word counts, fed a text piece by piece (a book
 * paragraph by paragraph, without joining them). It runs on every import and save of books of
 * 100,000 words: one pass over the characters, a table lookup each; a word's string is made only to
 * look it up among the familiar words. Words do not go on from one piece to the next; a sentence
 * without its terminator does.
 */
export class ReadabilityCounter {
  private words = 0;
  syllables = 0;
  private sentences = 0;
  private clauses = 0;
  private unfamiliar = 0;
  private wordsInSentence = 0;
  private wordsInClause = 0;
  private afterComma = false;

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
      else {
        if (kind === CLAUSE_MARK) this.endClause();
        else if (kind === COMMA) this.afterComma = true;
        i += 1;
      }
    }
  }

  private endClause(): void {
    if (this.wordsInClause > 0) this.clauses += 1;
    this.wordsInClause = 0;
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
    let others = 0; // digits and letters outside ASCII
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
      else if (kind === WORD_CHAR) others += 1;
      i += 1;
    }
    if (this.afterComma) {
      this.afterComma = false;
      if (letters <= 7 && CLAUSE_OPENERS.has(text.slice(start, i).toLowerCase())) this.endClause();
    }
    this.words += 1;
    this.wordsInSentence += 1;
    this.wordsInClause += 1;
    if (letters <= 3) this.syllables += 1;
    else {
      const silent = isSilentEnding(lastThree & 0xff, (lastThree >> 8) & 0xff, lastThree >> 16);
      this.syllables += Math.max(1, groups - (silent ? 1 : 0));
    }
    // A capital starts a name ("Assipattle", "Gerda"): names are learnt from the story itself.
    const capital = text.charCodeAt(start) <= 90;
    if (letters > 0 && others === 0 && !capital && !isFamiliarWord(text.slice(start, i).toLowerCase())) {
      this.unfamiliar += 1;
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
      this.endClause();
    }
    return i;
  }

  /** The counts so far; a sentence (and clause) without its terminator counts. */
  counts(): TextCounts {
    return {
      words: this.words,
      sentences: this.sentences + (this.wordsInSentence > 0 ? 1 : 0),
      clauses: this.clauses + (this.wordsInClause > 0 ? 1 : 0),
      syllables: this.syllables,
      unfamiliar: this.unfamiliar,
    };
  }
}

/** Word count and `grade` of a text given as its paragraphs, one decimal, at least 0; 0 without words. */
function readabilityBy(grade: (counts: TextCounts) => number, paragraphs: readonly string[]): Readability {
  const counts = countsOf(paragraphs);
  if (counts.words === 0) return { wordCount: 0, readingLevel: 0 };
  return { wordCount: counts.words, readingLevel: Math.max(0, Math.round(grade(counts) * 10) / 10) };
}

/** The readability of an English text given as its paragraphs: the children's-book grade. */
export const readabilityOf = (paragraphs: readonly string[]) =>
  readabilityBy((counts) => childrensGrade(counts), paragraphs);

/** The Flesch–Kincaid grade of a text in a language other than English or Turkish (no word list for it). */
export const fleschKincaidOf = (paragraphs: readonly string[]) =>
  readabilityBy(fleschKincaidGrade, paragraphs);

/** The counts of a text given as its paragraphs (what `bench:levels` tunes the grade on). */
export function countsOf(paragraphs: readonly string[]): TextCounts {
  const counter = new ReadabilityCounter();
  for (const paragraph of paragraphs) counter.add(paragraph);
  return counter.counts();
}
