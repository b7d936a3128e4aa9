import { normalizeChoiceText } from '#contract/questions.ts';
import { kindOf, namesAPerson } from './characters.ts';
import { genericTerms, isVague } from './generic-terms.ts';
import type { KeyTerm, TermKind } from './key-terms.ts';
import { SPEAKER_BLANK } from './said-who-question.ts';
import { isKnownAs } from './wordnet/base-forms.ts';

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
  // "said _____. → Fairyfoot | Voice | Elbow": a character's name takes other characters only.
  const character = answer.kind === 'name' && namesACharacter(answer.text, question);
  const kinds = character ? CHARACTER_KINDS : RELATED_KINDS[answer.kind];
  const candidates = [
    ...kinds.flatMap((kind) => sameShape(pools.get(kind) ?? [], answer)),
    ...(character ? [] : generic),
    ...(someone && everyday ? PEOPLE.map((noun) => (answer.plural ? `${noun}s` : noun)) : []),
  ];
  const person = answer.kind === 'person';
  for (const candidate of candidates) {
    const normal = normalizeChoiceText(candidate);
    if (normal.length === 0 || visible.includes(normal) || shownWithoutArticle(normal, visible)) continue;
    // "Don't" capitalised at the start of a quotation is no name, nor any other kind of answer.
    if (
      CONTRACTION.test(candidate) ||
      endsInAVerb(candidate) ||
      (character && (!isCharacterName(candidate) || isVague(candidate)))
    )
      continue;
    if (answer.kind === 'thing' && (namesAPerson(normal) !== someone || isNoNoun(candidate))) continue;
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

/** Where a character's name may find others like it: never among the section's things. */
const CHARACTER_KINDS: TermKind[] = ['name', 'person'];

const CONTRACTION = /(?:n['’]t|['’](?:ll|re|ve|d|m))$/i;

/** What a name's last word means in WordNet ("Soldier" a person, "Fairyfoot" nothing: a proper name). */
const headKind = (name: string) => kindOf((name.split(/\s+/).at(-1) ?? '').toLowerCase());

/** A capitalised person or animal ("the Soldier", "the Emperor"), or an unknown name a speaker has. */
function namesACharacter(answer: string, question: string): boolean {
  const kind = headKind(answer);
  return kind === 'person' || kind === 'animal' || (kind === undefined && SPEAKER_BLANK.test(question));
}

/** Another character beside one: "Minister", "Robin Goodfellow"; not "Looms", "Voice" or "Elbow". */
function isCharacterName(candidate: string): boolean {
  const kind = headKind(candidate);
  if (kind !== undefined) return kind === 'person' || kind === 'animal';
  return /^\p{Lu}[\p{L}.-]*(?: \p{Lu}[\p{L}.-]*)*$/u.test(candidate);
}

/** "Emperor writhed": a name the tagger ran on into the verb after it (a past tense WordNet knows only as a verb). */
function endsInAVerb(candidate: string): boolean {
  const last = candidate.split(' ').at(-1) ?? '';
  return (
    candidate.includes(' ') &&
    /^\p{Ll}+ed$/u.test(last) &&
    isKnownAs(last, 'verb') &&
    !isKnownAs(last, 'noun')
  );
}

/** Plurals WordNet's index lacks and its ending rules cannot undo ("feet" is no form of "foot" to them). */
const IRREGULAR_PLURALS = /^(?:feet|teeth|geese|mice|lice|children|people|oxen)$/;

/** "this _____ → winter | tell | night | everything": a word the tagger took for a noun that is none. */
function isNoNoun(candidate: string): boolean {
  if (!/^\p{Ll}+$/u.test(candidate) || IRREGULAR_PLURALS.test(candidate)) return false;
  return !isKnownAs(candidate, 'noun');
}

/** "the little man" when the question says "that little man": the same one, named again. */
function shownWithoutArticle(candidate: string, question: string): boolean {
  const bare = candidate.replace(/^(?:the|a|an) /, '');
  if (bare === candidate) return false;
  // "Who took her for his wife? → The wife": a single word counts too, whatever follows it.
  const words = (text: string) => ` ${text.split(/[^\p{L}\p{N}'-]+/u).join(' ')} `;
  return words(question).includes(words(bare));
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
