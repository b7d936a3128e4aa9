import { spreadNames, tagFully } from './compromise-tagging.ts';
import { findKeyTerms, type KeyTerm } from './key-terms.ts';
import type { SectionAnalysis, Sentence } from './section-analysis.ts';
import { isContentWord } from './text-words.ts';

export interface RankedSentence {
  sentence: Sentence;
  terms: KeyTerm[];
  score: number;
  /** Position of the sentence in the section. */
  order: number;
}

const TERM_WEIGHT: Record<KeyTerm['kind'], number> = {
  person: 1.5,
  place: 1.2,
  name: 0.8,
  number: 1,
  thing: 0.3,
  action: 0.3,
  word: 0,
};

/**
 * Orders sentences by how central they are (the section's frequent content words, normalised by length,
 * so a long sentence does not win by size alone) and how askable (names, places, numbers). Sentences that
 * read badly as a question (too short, shouting headings, mostly symbols) sink; markup and code are dropped.
 */
export function rankSentences(analysis: SectionAnalysis): RankedSentence[] {
  const ranked: RankedSentence[] = [];
  for (const [order, sentence] of analysis.sentences.entries()) {
    const words = sentence.tokens.map((token) => token.text);
    const content = [...new Set(words.filter(isContentWord).map((word) => word.toLocaleLowerCase()))];
    if (words.length < 2 || content.length === 0) continue;
    const terms = findKeyTerms(sentence);
    const centrality = content.reduce((sum, word) => sum + (analysis.wordCounts.get(word) ?? 0), 0);
    const askability = terms.reduce((sum, term) => sum + TERM_WEIGHT[term.kind], 0);
    const score = (centrality / Math.sqrt(content.length) + askability) * readability(sentence.tokens);
    if (score <= 0) continue;
    ranked.push({ sentence, terms, score, order });
  }
  return ranked.sort((a, b) => b.score - a.score);
}

function readability(tokens: Sentence['tokens']): number {
  const written = tokens
    .map((token) => `${token.pre}${token.text}${token.post}`)
    .join('')
    .replace(/\s+/g, '');
  const letterCount = (written.match(/\p{L}/gu) ?? []).length;
  const upper = (written.match(/\p{Lu}/gu) ?? []).length;
  if (/[<>{}=]/.test(written)) return 0;
  if (letterCount < written.length * 0.8) return 0.1;
  if (upper > letterCount * 0.5) return 0.2;
  const words = tokens.length;
  if (words < 5) return 0.5;
  if (words > 40) return 0.6;
  return 1;
}

/** Longest sentence worth full tagging, in words: longer ones are asked about as a window of words anyway. */
const LONGEST_FULLY_TAGGED = 30;

/** The top sentences re-tagged with compromise's full (context-aware) tagger: questions come from these. */
export function tagTopFully(
  ranked: RankedSentence[],
  count: number,
  analysis: SectionAnalysis,
): RankedSentence[] {
  if (!analysis.tagged) return ranked;
  const chosen = ranked
    .slice(0, count)
    .filter((candidate) => candidate.sentence.tokens.length <= LONGEST_FULLY_TAGGED);
  const retagged = new Map(chosen.map((candidate, index) => [candidate, index]));
  const sentences = tagFully(chosen.map((candidate) => candidate.sentence));
  return ranked.map((candidate) => {
    const sentence = sentences[retagged.get(candidate) ?? -1];
    if (!sentence) return candidate;
    spreadNames(sentence.tokens, analysis.knownNames);
    return { ...candidate, sentence, terms: findKeyTerms(sentence) };
  });
}
