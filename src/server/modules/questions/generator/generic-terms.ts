import type { TermKind } from './key-terms.ts';

/**
 * Safe last-resort distractors, used only when the section itself has too few terms of a kind:
 * everyday, child-friendly words that cannot be offensive in any sentence.
 */
const GENERIC: Record<TermKind, string[]> = {
  person: ['Tom', 'Lily', 'Sam', 'Maria', 'Ben', 'Nora', 'Leo', 'Ada'],
  place: ['London', 'the village', 'the forest', 'the river', 'the market', 'the castle', 'the farm'],
  name: ['the Green Club', 'Mr. Brown', 'Sunny Hill', 'the Blue Team', 'Oak Street'],
  number: ['two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'ten', 'twelve', 'twenty'],
  thing: ['basket', 'window', 'garden', 'pencil', 'blanket', 'bicycle', 'lantern', 'kitten', 'apple'],
  action: ['jumped', 'laughed', 'waited', 'listened', 'whispered', 'painted', 'climbed'],
  word: ['garden', 'window', 'morning', 'picture', 'journey', 'friend', 'water'],
};

const GENERIC_ARABIC = ['الشمس', 'البحر', 'الكتاب', 'الشجرة', 'المدرسة', 'القمر', 'الحديقة', 'النافذة'];

/** Generic words of the same kind, in the answer's script, and plural when the answer is. */
export function genericTerms(kind: TermKind, answer: string, plural: boolean): string[] {
  if (/\p{Script=Arabic}/u.test(answer)) return GENERIC_ARABIC;
  if (kind === 'number') return numbersNear(answer);
  if (kind === 'thing' && plural) return GENERIC.thing.map((word) => `${word}s`);
  return GENERIC[kind];
}

/** Numbers written the way the answer is: nearby digits for digits (years stay years), words for words. */
function numbersNear(answer: string): string[] {
  const value = Number(answer.replace(/,/g, ''));
  if (!Number.isFinite(value)) return GENERIC.number;
  const decimals = answer.split('.')[1]?.length ?? 0;
  const steps = value >= 1000 ? [10, -10, 25, -25, 50] : [1, -1, 2, 3, -2, 5];
  const nearby = [...steps.map((step) => value + step), value * 2, value * 3].filter((n) => n >= 0);
  return nearby.map((n) => n.toFixed(decimals));
}

/** "the man", "someone", "each man": anybody at all, a wrong answer that says nothing. */
const VAGUE =
  /^(?:(?:the|a|an|each|every|some|this|that)\s)?(?:man|woman|men|women|people|person|persons|someone|somebody|everyone|everybody|anyone|anybody|nobody|other|others|one)$/i;

export function isVague(name: string): boolean {
  return VAGUE.test(name.trim());
}

/** "Each man", "all the people", "both the rascals", "many strangers": a quantity, not someone to name. */
const QUANTIFIED =
  /^(?:each|every|all|some|any|no|none|both|many|few|several|most|another|either|neither)\b/i;

/** Whether a who-question may have this answer: someone in particular, not anyone or a quantity of people. */
export function namesSomeone(answer: string): boolean {
  return !isVague(answer) && !QUANTIFIED.test(answer.trim());
}
