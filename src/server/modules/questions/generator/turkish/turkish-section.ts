import type { SectionParagraph } from '#server/adapters/ai/question-generator.ts';
import { lowerTr } from '../../../texts/turkish/turkish-case.ts';
import { splitTurkishSentences } from '../../../texts/turkish/turkish-sentences.ts';

/** A sentence of the section, verbatim, with its paragraph and its place in reading order. */
export interface TurkishSentence {
  paragraph_index: number;
  text: string;
  order: number;
}

/** Words of a sentence, lower-cased the Turkish way (apostrophe suffixes kept: "pamuk’u"). */
export const wordsOf = (text: string) => lowerTr(text).match(/[\p{L}\p{M}]+(?:['’][\p{L}\p{M}]+)*/gu) ?? [];

/**
 * A word's first four letters, a crude stem: Turkish adds endings to a word's root, so the first
 * letters find the same word under different endings without a morphological parser (kedisi,
 * kedinin, kediye are all "kedi"; ağacın, ağaca are "ağac"). Truncation is the stemmer Turkish
 * search engines found to work about as well as a full analyser; the apostrophe's suffix goes first.
 */
export const stemOf = (word: string) => word.replace(/['’].*$/, '').slice(0, 4);

/** Every sentence of the section's paragraphs, in reading order. */
export function sentencesOf(paragraphs: readonly SectionParagraph[]): TurkishSentence[] {
  const sentences: TurkishSentence[] = [];
  for (const paragraph of paragraphs) {
    for (const text of splitTurkishSentences(paragraph.content)) {
      sentences.push({ paragraph_index: paragraph.paragraph_index, text, order: sentences.length });
    }
  }
  return sentences;
}
