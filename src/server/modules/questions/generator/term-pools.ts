import type { TermPools } from './distractors.ts';
import type { TermKind } from './key-terms.ts';
import type { RankedSentence } from './sentence-ranking.ts';

/** Every key term of the section grouped by kind, most frequent first (first seen breaks ties). */
export function collectTermPools(ranked: RankedSentence[]): TermPools {
  const counts = new Map<TermKind, Map<string, number>>();
  const inTextOrder = [...ranked].sort((a, b) => a.order - b.order);
  for (const { terms } of inTextOrder) {
    for (const term of terms) {
      const kindCounts = counts.get(term.kind) ?? new Map<string, number>();
      counts.set(term.kind, kindCounts);
      kindCounts.set(term.text, (kindCounts.get(term.text) ?? 0) + 1);
    }
  }
  const pools: TermPools = new Map();
  for (const [kind, kindCounts] of counts) {
    pools.set(
      kind,
      [...kindCounts.entries()].sort((a, b) => b[1] - a[1]).map(([text]) => text),
    );
  }
  return pools;
}
