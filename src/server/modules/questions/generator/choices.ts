import type { GeneratedChoice } from '#contract/questions.ts';

/**
 * The four choices with the correct one at a position that depends only on the question's wording:
 * the same section always gives the same questions, yet the right answer is not always first.
 */
export function arrangeChoices(question: string, answer: string, distractors: string[]): GeneratedChoice[] {
  const choices = distractors.map((text) => ({ text, is_correct: false }));
  choices.splice(stableHash(question) % (distractors.length + 1), 0, { text: answer, is_correct: true });
  return choices;
}

/** FNV-1a: a tiny deterministic string hash. */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
