import { normalizeChoiceText } from '#contract/questions.ts';
import { upperFirst } from './build-question.ts';
import type { TermPools } from './distractors.ts';
import type { StoryEvent } from './story-events.ts';
import { baseForms } from './wordnet/base-forms.ts';
import { nounKind } from './wordnet/wordnet-dictionary.ts';

const PRONOUNS = /^(?:he|she|they|it|i|we|you|this|that|there|one)$/i;
const GENERIC_NAMES = ['Tom', 'Lily', 'Sam', 'Nora'];
const GENERIC_CHARACTERS = ['The king', 'The old woman', 'The boy', 'The teacher'];

/** Whether a subject like "the cavalier" or "a hungry fox" is a person or an animal (WordNet's first sense). */
export function isCharacter(subject: string): boolean {
  const head = subject.split(' ').at(-1) ?? '';
  if (PRONOUNS.test(head) || /^\p{Lu}/u.test(head)) return false;
  const kind = baseForms(head, 'noun')
    .map((form) => nounKind(form))
    .find((k) => k !== undefined);
  return kind === 'person' || kind === 'animal';
}

/** "a hungry fox" → "The hungry fox": once met, a character is "the". */
export function asCharacter(subject: string): string | undefined {
  if (subject.split(' ').length > 3 || PRONOUNS.test(subject)) return undefined;
  return upperFirst(subject.replace(/^(?:a|an)\s/i, 'the '));
}

/** The people the tagger found and the characters that do things in the section. */
export function charactersOf(pools: TermPools, events: StoryEvent[]): string[] {
  return [
    ...(pools.get('person') ?? []),
    ...events
      .filter((event) => /^\p{Lu}/u.test(event.subject) || isCharacter(event.subject))
      .map((event) => asCharacter(event.subject))
      .filter((name): name is string => name !== undefined),
  ];
}

/**
 * Three other characters written like the answer: names for a name, "the …" for "the …", and
 * never the same character twice ("the hungry fox" is "the fox": the last words are compared).
 */
export function charactersLike(answer: string, characters: string[]): string[] | undefined {
  const common = /^(?:the|a|an)\s/i.test(answer);
  const sameForm = (name: string) => /^the\s/i.test(name) === common;
  const chosen: string[] = [];
  const taken = new Set([normalizeChoiceText(answer)]);
  const heads = new Set([headOf(answer)]);
  for (const name of [
    ...characters.map(upperFirst).filter(sameForm),
    ...(common ? GENERIC_CHARACTERS : GENERIC_NAMES),
  ]) {
    const key = normalizeChoiceText(name);
    if ([...taken].some((other) => other.includes(key) || key.includes(other)) || heads.has(headOf(name)))
      continue;
    taken.add(key);
    heads.add(headOf(name));
    chosen.push(withArticleOf(answer, name));
    if (chosen.length === 3) return chosen;
  }
  return undefined;
}

function headOf(name: string): string {
  return name.toLowerCase().split(/\s+/).at(-1) ?? '';
}

/** "A crow" beside "The fox" would single the answer out: wrong answers take the answer's article. */
function withArticleOf(answer: string, name: string): string {
  const article = answer.match(/^(?:a|an)\s/i);
  if (!article || !/^the\s/i.test(name)) return name;
  const rest = name.replace(/^the\s/i, '');
  return `${/^[aeiou]/i.test(rest) ? 'An' : 'A'} ${rest}`;
}
