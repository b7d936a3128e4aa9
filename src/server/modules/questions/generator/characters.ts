import { normalizeChoiceText } from '#contract/questions.ts';
import { upperFirst } from './build-question.ts';
import type { TermPools } from './distractors.ts';
import { maySamePerson } from './flaws/question-flaws.ts';
import { isVague } from './generic-terms.ts';
import { type Sentence, sentenceText, type Token } from './section-analysis.ts';
import { lexiconTag } from './sentence-parts.ts';
import type { StoryEvent } from './story-events.ts';
import { baseForms } from './wordnet/base-forms.ts';
import { lookUp, nounKind } from './wordnet/wordnet-dictionary.ts';

const PRONOUNS = /^(?:he|she|they|it|i|we|you|this|that|there|one)$/i;
const REFLEXIVE = /^(?:himself|herself|itself|themselves)$/i;
/** Words a speaker calls someone by ("Well, sir, …"), never written "the sir". */
const FORMS_OF_ADDRESS = /^(?:sirs?|sire|madam|madame|ma'am|mister|missus)$/i;
const GENERIC_NAMES = ['Tom', 'Lily', 'Sam', 'Nora'];
const GENERIC_CHARACTERS = ['The king', 'The old woman', 'The boy', 'The teacher'];
/**
 * Who an everyday character could also be called in a story: "The old woman" beside "the witch"
 * ("you old witch!") or "The king" beside "the Emperor" may be the same person, a second right answer.
 */
const ALSO_CALLED: Record<string, RegExp> = {
  'The king': /^(?:kings?|emperors?|monarchs?|rulers?|sultans?|majesty|princes?|lords?)$/i,
  'The old woman':
    /^(?:wom[ae]n|witch(?:es)?|grandmothers?|granny|grandma|mothers?|lad(?:y|ies)|queens?|wi(?:fe|ves)|dames?|hags?|crones?)$/i,
  'The boy': /^(?:boys?|lads?|sons?|child|children|youths?|princes?|kids?)$/i,
  'The teacher': /^(?:teachers?|masters?|schoolmasters?|mistress(?:es)?|tutors?|professors?)$/i,
};
/** Everyday characters among a question's three wrong answers: the rest must come from the story. */
const MAX_FILLERS = 2;

/**
 * Body parts a character moves in a gesture ("nodded his head", "clapped her hands") and an animal's
 * coat ("his feather", "its mane"), which WordNet files with the animals.
 */
export const BODY_PART =
  /^(?:heads?|hands?|eyes?|shoulders?|arms?|fingers?|feet|foot|lips?|face|teeth|brows?|wings?|tails?|legs?|feathers?|fur|manes?|paws?|claws?|beaks?|horns?|whiskers?)$/i;

/**
 * Whether a subject like "the cavalier" or "a hungry fox" is a person or an animal (WordNet's first
 * sense). WordNet files body parts with the animals: "his tail moved up" tells of no character.
 */
export function isCharacter(subject: string): boolean {
  const words = subject.split(' ').filter((word) => !REFLEXIVE.test(word));
  const head = words.at(-1) ?? '';
  if (PRONOUNS.test(head) || BODY_PART.test(head)) return false;
  // A fairy tale writes its characters with a capital ("the old King", "the Nightingale"); after
  // "the" a capital is such a title, not a name.
  if (/^\p{Lu}/u.test(head) && !(words.length > 1 && /^the$/i.test(words[0] ?? ''))) return false;
  const kind = kindOf(head.toLowerCase());
  return kind === 'person' || kind === 'animal';
}

/** Plurals the base-form rules do not undo ("children" is no form of "childre"). */
const IRREGULAR_PLURALS: Record<string, string> = {
  children: 'child',
  people: 'person',
  men: 'man',
  women: 'woman',
  mice: 'mouse',
  geese: 'goose',
};

/** Whether a common noun phrase ("the old soldier", "children") names a person (WordNet's first sense). */
export function namesAPerson(phrase: string): boolean {
  const head = phrase.split(/\s+/).at(-1) ?? '';
  return /^\p{Ll}+$/u.test(head) && kindOf(IRREGULAR_PLURALS[head] ?? head) === 'person';
}

/** WordNet's kind of a common noun's first sense ("cavalier" a person, "castle" a place), by its base forms. */
export function kindOf(noun: string) {
  return baseForms(noun, 'noun')
    .map((form) => nounKind(form))
    .find((k) => k !== undefined);
}

/** "a hungry fox" → "The hungry fox": once met, a character is "the". */
export function asCharacter(subject: string): string | undefined {
  if (subject.split(' ').length > 3 || PRONOUNS.test(subject)) return undefined;
  return upperFirst(subject.replace(/^(?:a|an)\s/i, 'the '));
}

/**
 * The people the tagger found, the characters that do things in the section, then every other
 * person or animal it mentions ("the shepherd", "the fairies"): wrong answers from the story itself.
 */
export function charactersOf(pools: TermPools, events: StoryEvent[], sentences: Sentence[] = []): string[] {
  return [
    ...(pools.get('person') ?? []),
    ...events
      .filter((event) => isNamed(event, sentences) || isCharacter(event.subject))
      .map((event) => asCharacter(event.subject))
      .filter((name): name is string => name !== undefined),
    ...mentionedCharacters(sentences),
  ];
}

/**
 * "Gluck", "The Emperor": a subject written with a capital. A sentence's first word has one anyway:
 * "Water streamed out of her hair" names no one, unless the section also writes the word with a
 * capital inside a sentence ("said Rose") or WordNet knows it as no common noun ("Gluck").
 */
function isNamed(event: StoryEvent, sentences: Sentence[]): boolean {
  const { subject } = event;
  if (!/^\p{Lu}/u.test(subject)) return false;
  if (
    /\s/.test(subject) ||
    !sentenceText(event.sentence)
      .replace(/^\P{L}+/u, '')
      .startsWith(subject)
  )
    return true;
  const kind = kindOf(subject.toLowerCase());
  if (kind === undefined || kind === 'person' || kind === 'animal') return true;
  return sentences.some((sentence) => sentence.tokens.slice(1).some((token) => token.text === subject));
}

function mentionedCharacters(sentences: Sentence[]): string[] {
  const nouns = new Set<string>();
  const named = new Set<string>();
  for (const { tokens } of sentences) {
    for (const [index, token] of tokens.entries()) {
      if (!token.tags.has('Noun') || token.tags.has('Pronoun') || !/^\p{Ll}{3,}$/u.test(token.text)) continue;
      nouns.add(token.text);
      if (!callsSomeone(tokens, index)) named.add(token.text);
    }
  }
  // People only: WordNet files body parts ("tail") with the animals. "Sir" addresses someone, it
  // names no one: "The sir" is not a character. Nor is "brother" in "My dear brother", said to
  // one of those present: "The brother" would be a second right answer.
  return [...nouns]
    .filter((noun) => named.has(noun) && !FORMS_OF_ADDRESS.test(noun) && kindOf(noun) === 'person')
    .map((noun) => `The ${noun}`);
}

/**
 * "My dear brother,", "Not at all, my boy": a noun that calls the one spoken to, after "dear", or
 * after "my" with the line's pause or end after it — not "which my grandmother forgot", nor "my
 * brothers would beat me", which tell of others.
 */
function callsSomeone(tokens: Token[], index: number): boolean {
  const token = tokens[index] as Token;
  const before = tokens[index - 1]?.text.toLowerCase();
  if (token.tags.has('Plural')) return false;
  return before === 'dear' || (before === 'my' && /[,!?"”’]/.test(token.post));
}

/**
 * Three other characters of the story, written like the answer where it has enough (names for a
 * name, "the …" for "the …"), at most two everyday fillers ("Tom"), never a vague "the man", and
 * never the same character twice ("the hungry fox" is "the fox": the last words are compared).
 */
export function charactersLike(answer: string, characters: string[]): string[] | undefined {
  // "My courtiers", "her father" are written like "the king", not like "Tom".
  const common = /^(?:the|a|an|both|all|my|your|his|her|its|our|their)\s/i.test(answer);
  const sameForm = (name: string) => /^the\s/i.test(name) === common;
  const chosen: string[] = [];
  const taken = new Set([normalizeChoiceText(answer)]);
  const heads = new Set([singularHeadOf(answer)]);
  const storyHeads = [answer, ...characters].map((name) => name.split(' ').at(-1) ?? '');
  const fillers = common
    ? GENERIC_CHARACTERS.filter((filler) => !storyHeads.some((head) => ALSO_CALLED[filler]?.test(head)))
    : GENERIC_NAMES;
  const generic = new Set(fillers);
  const fromText = characters
    .map(upperFirst)
    .filter((name) => !isVague(name))
    .map((name) => (common ? withTitleArticle(name) : name));
  // Characters written like the answer first, then the story's others: any beats a filler. Beside
  // a name, no one person the story only describes in lower case: "the boy" may be Gluck, "the
  // knight" Sir Roland; "the Dryad" is a name of its own, and "the boys" are others.
  const titled = (name: string) => {
    const head = name.split(' ').at(-1) ?? '';
    return common || /^\p{Lu}/u.test(head) || looksPlural(head);
  };
  for (const name of [
    ...fromText.filter(sameForm),
    ...fromText.filter((name) => !sameForm(name) && titled(name)),
    ...generic,
  ]) {
    const key = normalizeChoiceText(name);
    // "The lad" beside "Assipattle", "the Monarch" beside "the King": maybe one person, a second right answer.
    if (
      [...taken].some((other) => other.includes(key) || key.includes(other)) ||
      heads.has(singularHeadOf(name)) ||
      maySamePerson(answer, name)
    )
      continue;
    // Beside "Tom", "Lily" and "Sam" the one name from the story is the answer: two fillers at most.
    if (generic.has(name) && chosen.filter((other) => generic.has(other)).length >= MAX_FILLERS) continue;
    taken.add(key);
    heads.add(singularHeadOf(name));
    chosen.push(withArticleOf(answer, name));
    if (chosen.length === 3) return chosen;
  }
  return undefined;
}

/** Person nouns a text writes as names: "God", "Mother said …" — never "The God". */
const NAMES_NOT_TITLES =
  /^(?:god|lord|mother|father|mamma|papa|grandmother|grandfather|granny|grandma|grandpa)$/i;

/**
 * "Queen", "King": a title the tagger took for a name is "The Queen" beside "The dog", not a bare
 * "Queen". A first name ("Tom", which WordNet knows as a male cat) stays as it is.
 */
function withTitleArticle(name: string): string {
  if (!/^\p{Lu}\p{Ll}+$/u.test(name) || NAMES_NOT_TITLES.test(name) || /Name$/.test(lexiconTag(name) ?? ''))
    return name;
  const lower = name.toLowerCase();
  return lexiconTag(lower) === 'Actor' || kindOf(lower) === 'person' ? `The ${name}` : name;
}

/** Plural by its ending ("angels", "children", "mice"), not "princess", "bus" or "iris". */
const looksPlural = (word: string) => /(?:[^su]s|men|children|people|mice|geese|oxen)$/.test(word);

function headOf(name: string): string {
  return name.toLowerCase().split(/\s+/).at(-1) ?? '';
}

/**
 * "mouse" for "Mice", "swallow" for "swallows": "The Mice" beside "A little Mouse" or "The other
 * Swallows" beside "The Swallow" is one kind of character, not another.
 */
function singularHeadOf(name: string): string {
  const head = headOf(name);
  const irregular = IRREGULAR_PLURALS[head];
  if (irregular || !looksPlural(head)) return irregular ?? head;
  // "foxes" is "fox", "fishermen" "fisherman": the first base form WordNet knows, else the "s" off.
  return (
    baseForms(head, 'noun')
      .slice(1)
      .find((form) => lookUp(form, 'noun')) ?? head.replace(/s$/, '')
  );
}

/**
 * "A crow" beside "The fox" would single the answer out: wrong answers take the answer's article. A
 * plural ("the angels") keeps "the": "an angels" is not English.
 */
function withArticleOf(answer: string, name: string): string {
  const article = answer.match(/^(?:a|an)\s/i);
  if (!article || !/^the\s/i.test(name)) return name;
  const rest = name.replace(/^the\s/i, '');
  if (looksPlural(headOf(rest))) return name;
  return `${/^[aeiou]/i.test(rest) ? 'An' : 'A'} ${rest}`;
}
