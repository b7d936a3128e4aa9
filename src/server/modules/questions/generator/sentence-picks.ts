/**
 * Picks of sentences that the language-specific question kinds (Turkish, Arabic) share: the wrong
 * choices of a main-idea question and the spread of an order question.
 */

interface InParagraph {
  paragraph_index: number;
}

/**
 * The main idea's wrong choices: sentences of other paragraphs than the central one, those of least
 * reach first (`ranked` is most central first), each choice once (`key` says when two are the same).
 */
export function detailsBesides<T extends InParagraph>(
  ranked: readonly T[],
  central: T,
  choiceOf: (sentence: T) => string,
  key: (choice: string) => string,
): string[] {
  const seen = new Set([key(choiceOf(central))]);
  const details: string[] = [];
  for (const sentence of [...ranked].reverse()) {
    const choice = choiceOf(sentence);
    if (sentence.paragraph_index === central.paragraph_index || seen.has(key(choice))) continue;
    seen.add(key(choice));
    details.push(choice);
  }
  return details;
}

/** The items that pass `keep`, each `key` once, in their order. */
export function distinctKept<T>(items: readonly T[], keep: (item: T) => boolean, key: (item: T) => string) {
  const seen = new Set<string>();
  return items.filter((item) => {
    const itemKey = key(item);
    if (!keep(item) || seen.has(itemKey)) return false;
    seen.add(itemKey);
    return true;
  });
}

/**
 * "What came first?": the first item, and three spread over the rest of the section (the next, one
 * from the middle, the last); undefined with fewer than four different ones.
 */
export function firstAndSpread<T>(items: readonly T[]): { first: T; others: T[] } | undefined {
  const [first, ...later] = items;
  if (first === undefined) return undefined;
  const others = [...new Set([later[0], later[Math.floor(later.length / 2)], later.at(-1)])].filter(
    (item): item is T => item !== undefined,
  );
  return others.length === 3 ? { first, others } : undefined;
}
