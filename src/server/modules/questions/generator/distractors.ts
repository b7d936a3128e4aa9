import { normalizeChoiceText } from '#contract/questions.ts';
import { namesAPerson } from './characters.ts';
import { genericTerms, isVague } from './generic-terms.ts';
import type { KeyTerm, TermKind } from './key-terms.ts';

/** Terms found in the section by kind, most frequent first. */
export type TermPools = Map<TermKind, string[]>;

/** Where to look, in order, for wrong answers of the same kind as the right one. */
const RELATED_KINDS: Record<TermKind, TermKind[]> = {
  person: ['person'],
  place: ['place'],
  name: ['name', 'person', 'place', 'thing'],
  number: ['number'],
  thing: ['thing'],
  action: ['action'],
  word: ['word'],
};

/**
 * Three wrong answers: same-kind terms from the section, then related ones, then generic ones. None
 * repeats another or the answer (ignoring case and spacing), none contains or is contained in the answer
 * or another choice (that would be the answer reworded), and none is already visible in the question.
 */
export function pickDistractors(
  answer: KeyTerm,
  question: string,
  pools: TermPools,
  { count = 3, everyday = true }: { count?: number; everyday?: boolean } = {},
): string[] | undefined {
  const chosen: string[] = [];
  const taken = [normalizeChoiceText(answer.text)];
  const visible = normalizeChoiceText(question);
  // A text that explains gets no everyday filler: "baskets | windows" beside "deviations" are absurd.
  const generic =
    everyday || answer.kind === 'number' ? genericTerms(answer.kind, answer.text, answer.plural) : [];
  // "What did he have on his back?" — knapsack | soldier | poet: people beside a thing (or things
  // beside "friend") are another kind of answer.
  const someone = answer.kind === 'thing' && namesAPerson(answer.text.toLowerCase());
  const candidates = [
    ...RELATED_KINDS[answer.kind].flatMap((kind) => sameShape(pools.get(kind) ?? [], answer)),
    ...generic,
    ...(someone && everyday ? PEOPLE.map((noun) => (answer.plural ? `${noun}s` : noun)) : []),
  ];
  const person = answer.kind === 'person';
  for (const candidate of candidates) {
    const normal = normalizeChoiceText(candidate);
    if (normal.length === 0 || visible.includes(normal) || shownWithoutArticle(normal, visible)) continue;
    if (answer.kind === 'thing' && namesAPerson(normal) !== someone) continue;
    // "Tom | Lily | Sam | Fairyfoot" gives the answer away; "the man" could be anyone.
    if (person && (isVague(candidate) || (generic.includes(candidate) && fillers(chosen, generic) >= 2)))
      continue;
    // "Tom" beside "The boys" is another form of answer: a filler name stands only beside a name.
    if (person && generic.includes(candidate) && !isName(answer.text)) continue;
    if (taken.some((other) => other.includes(normal) || normal.includes(other))) continue;
    taken.push(normal);
    chosen.push(matchInitialCase(candidate, answer));
    if (chosen.length === count) return chosen;
  }
  return undefined;
}

/** "the little man" when the question says "that little man": the same one, named again. */
function shownWithoutArticle(candidate: string, question: string): boolean {
  const bare = candidate.replace(/^(?:the|a|an) /, '');
  return bare !== candidate && bare.includes(' ') && ` ${question} `.includes(` ${bare} `);
}

/** Everyday people, last wrong answers to a blank or a what-question whose answer is a person ("chambermaid"). */
const PEOPLE = ['farmer', 'teacher', 'baker', 'sailor', 'doctor', 'neighbour'];

/** "Mia", "Mr. Patel": a name, not "the boys" or "each man". */
function isName(text: string): boolean {
  return /^\p{Lu}/u.test(text) && !/^(?:the|a|an|my|your|his|her|its|our|their|each|every)\s/i.test(text);
}

function fillers(chosen: string[], generic: string[]): number {
  return chosen.filter((choice) => generic.includes(choice)).length;
}

/** Same-kind terms that look alike come first: digits with digits, plurals with plurals. */
function sameShape(pool: string[], answer: KeyTerm): string[] {
  const digits = /\d/.test(answer.text);
  const plural = answer.plural;
  const alike = pool.filter(
    (term) => /\d/.test(term) === digits && (answer.kind !== 'thing' || /s$/i.test(term) === plural),
  );
  if (answer.kind === 'number') return alike;
  return [...alike, ...pool.filter((term) => !alike.includes(term))];
}

/** A common word that starts a sentence is capitalised there, so its rivals should be too; so are a name's. */
function matchInitialCase(candidate: string, answer: KeyTerm): string {
  if (answer.kind === 'person' || answer.kind === 'place' || /^.+\p{Lu}/u.test(candidate)) return candidate;
  const first = candidate.charAt(0);
  const sentenceStart = (answer.start === 0 || answer.kind === 'name') && /^\p{Lu}/u.test(answer.text);
  return (sentenceStart ? first.toLocaleUpperCase() : first.toLocaleLowerCase()) + candidate.slice(1);
}
