import { elementOf, type QuestionFlaw } from '#contract/question-fields.ts';
import { type GeneratedQuestion, normalizeChoiceText } from '#contract/questions.ts';
import type { QuestionSection } from '#server/adapters/ai/question-generator.ts';
import { isPersonWord, sexOf } from '../people-words.ts';
import { isStopword } from '../text-words.ts';
import people from '../word-lists/people.json' with { type: 'json' };
import { baseForms } from '../wordnet/base-forms.ts';
import { nounKind } from '../wordnet/wordnet-dictionary.ts';

/** What the checker knows of the story a question is about. */
export interface FlawContext {
  /** The section's text and the text around it: who is in the story, and what it says. */
  storyText: string;
}

/** What the generator checks a section's questions against: its paragraphs, then those around it. */
export function flawContextOf(section: QuestionSection): FlawContext {
  const texts = [
    ...section.paragraphs.map((paragraph) => paragraph.content),
    ...(section.nearby_paragraphs ?? []),
  ];
  return { storyText: texts.join('\n') };
}

/** A question as any writer gives it: its stem, choices, and what it asks about. */
export type CheckedQuestion = Pick<GeneratedQuestion, 'type' | 'element' | 'content' | 'choices'>;

const TITLE_GROUPS = people.sameTitle.map((group) => new Set(group));
const UNSUITABLE = new Set(people.unsuitable);
const LEADING_WORDS =
  /^(?:the|a|an|his|her|their|its|my|your|our|both|all|two|three|old|young|little|poor|good|great)\s+/i;
/** A definition a child reads at a glance; a longer one is a dictionary's, for adults. */
const MOST_WORDS_IN_A_DEFINITION = 8;
/** "… was so terrible that the King": a clause that stops at its subject. */
const CUT_AFTER_THAT = /\bthat(?: (?:the|a|an|his|her|their|its))?(?: \p{L}+)?$/iu;
const DANGLING_END =
  /\b(?:the|a|an|and|or|but|of|to|that|with|for|from|his|her|their|its|my|very|so|too|quite|as|than|who|which|whom|whose)$/i;

/**
 * The item-writing flaws of `question` (docs/questions.md, "Flaws"): a wrong choice that may be
 * right too, the answer in the stem, a keyed choice that stands out, broken wording, a character
 * the story does not have, an adult's definition, a word unfit for a child. Empty when none.
 */
export function questionFlaws(question: CheckedQuestion, context: FlawContext): QuestionFlaw[] {
  const flaws: QuestionFlaw[] = [];
  const element = elementOf(question);
  const answer = question.choices.find((choice) => choice.is_correct)?.text ?? '';
  const wrong = question.choices.filter((choice) => !choice.is_correct).map((choice) => choice.text);
  const story = normalizedStory(context.storyText);
  const asksWho = question.type === 'who' || question.type === 'said_who';
  if (asksWho && wrong.some((other) => maySamePerson(answer, other, context.storyText)))
    flaws.push('second_right_answer');
  if (asksWho && [answer, ...wrong].some((choice) => !inStory(choice, story)))
    flaws.push('unknown_character');
  if (element !== 'word' && answerInStem(question.content, answer)) flaws.push('answer_in_stem');
  if (standsOut(answer, wrong)) flaws.push('choices_unlike');
  if (isUngrammatical(question, answer)) flaws.push('ungrammatical');
  if (question.type === 'vocabulary' && [answer, ...wrong].some(isAdultDefinition))
    flaws.push('adult_definition');
  if (
    [question.content, answer, ...wrong].some((text) =>
      unfitWords(text).some((word) => !story.includes(word)),
    )
  )
    flaws.push('unsuitable');
  return flaws;
}

/**
 * The story text folded for matching, kept for the next call: a section's questions are checked one
 * after the other against the same text (the generator's candidates, the editor's questions).
 */
function normalizedStory(storyText: string): string {
  if (storyText !== lastStory.text)
    lastStory = { text: storyText, normalized: normalizeChoiceText(storyText) };
  return lastStory.normalized;
}

let lastStory = { text: '', normalized: '' };

/** The words of `text` no child's question should hold. */
function unfitWords(text: string): string[] {
  return normalizeChoiceText(text)
    .split(/[^\p{L}]+/u)
    .filter((word) => UNSUITABLE.has(word));
}

/** "The old King" → "king"; "His brothers" → "brothers"; "Assipattle" → "assipattle". */
function headOf(choice: string): string {
  let rest = choice.trim();
  while (LEADING_WORDS.test(rest)) rest = rest.replace(LEADING_WORDS, '');
  return normalizeChoiceText(rest);
}

function isPlural(head: string): boolean {
  return /(?:[^s]s|men|children|people|folk)$/u.test(head.split(' ').at(-1) ?? '');
}

/**
 * "the lad", "His brothers": a description in lower case. A tale writes its characters' titles
 * with a capital ("the Prince", "the Dryad"), and those are names of their own.
 */
function isDescription(choice: string): boolean {
  const head = choice.trim().split(/\s+/).at(-1) ?? '';
  return /^\p{Ll}/u.test(head);
}

/**
 * Whether `other` may be the answer's person under another name: the same head ("the old King",
 * "the King"), one title group ("the King", "the Monarch"; "the old woman", "the wife"), a name the
 * story puts beside the description ("Assipattle, the lad"), or, beside a name, a lower-case
 * description of a person of the name's sex or of either ("Assipattle" and "the youth"). Plurals
 * are others, and so are two names ("Sir Roland", "the Prince") and two descriptions of different
 * titles ("the shepherd", "the miller"): the story tells them apart.
 */
export function maySamePerson(answer: string, other: string, storyText = ''): boolean {
  const one = headOf(answer);
  const two = headOf(other);
  if (!one || !two) return false;
  if (one === two) return true;
  if (isPlural(one) !== isPlural(two)) return false;
  if (isPlural(one))
    return TITLE_GROUPS.some((group) => group.has(singular(one)) && group.has(singular(two)));
  if (TITLE_GROUPS.some((group) => group.has(titleOf(one)) && group.has(titleOf(two)))) return true;
  if (besideEachOther(answer, other, storyText)) return true;
  if (isDescription(answer) === isDescription(other)) return false;
  // "The Fox" is no fisherman: a person and an animal are two.
  const [kindOne, kindTwo] = [kindOfHead(one), kindOfHead(two)];
  if (kindOne && kindTwo && kindOne !== kindTwo) return false;
  const description = isDescription(answer) ? one : two;
  const name = isDescription(answer) ? two : one;
  // "the Prince" beside "the servant": a title, told apart like two descriptions (above).
  if (isPersonWord(name)) return false;
  const sex = sexOf(description);
  if (sex === undefined) return isPersonWord(description);
  const nameSex = sexOf(name);
  return nameSex === undefined || nameSex === sex;
}

/** WordNet's kind of a head's last word ("fox" an animal, "lad" a person), when it knows one. */
function kindOfHead(head: string): string | undefined {
  const last = head.split(' ').at(-1) ?? '';
  return baseForms(last, 'noun')
    .map((form) => nounKind(form))
    .find((kind) => kind !== undefined);
}

/** "old woman" stays a title of its own; "clever little maiden" is a "maiden". */
function titleOf(head: string): string {
  return TITLE_GROUPS.some((group) => group.has(head)) ? head : (head.split(' ').at(-1) ?? head);
}

function singular(head: string): string {
  return head
    .replace(/men$/u, 'man')
    .replace(/children$/u, 'child')
    .replace(/s$/u, '');
}

/** "Assipattle, the lad," or "the lad Assipattle": the story calls one person both. */
function besideEachOther(answer: string, other: string, storyText: string): boolean {
  if (storyText.length === 0) return false;
  const names = [answer, other].map((choice) => choice.replace(/^(?:the|a|an)\s+/i, '').trim());
  const [one, two] = names.map(escapeRegExp) as [string, string];
  const apposition = new RegExp(
    `\\b${one}\\s*,?\\s+(?:the|a|an|his|her)\\s+${two}\\b|\\b${two}\\s*,?\\s+(?:the|a|an|his|her)\\s+${one}\\b|\\b${one}\\s+${two}\\b|\\b${two}\\s+${one}\\b`,
    'iu',
  );
  return apposition.test(storyText);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Whether a choice naming someone is in the story: its head, or its last word ("The old Monarch"). */
function inStory(choice: string, story: string): boolean {
  const head = headOf(choice);
  if (!head) return true;
  const words = [head, head.split(' ').at(-1) ?? '', singular(head)];
  return words.some(
    (word) => word.length > 0 && new RegExp(`(?:^|[^\\p{L}])${escapeRegExp(word)}`, 'u').test(story),
  );
}

/** Every content word of the answer stands in the stem: the question answers itself. */
function answerInStem(stem: string, answer: string): boolean {
  const stemWords = new Set(normalizeChoiceText(stem).split(/[^\p{L}\p{N}']+/u));
  const answerWords = normalizeChoiceText(answer)
    .split(/[^\p{L}\p{N}']+/u)
    .filter((word) => word.length > 0 && !isStopword(word));
  return answerWords.length > 0 && answerWords.every((word) => stemWords.has(word));
}

/** The keyed choice is far longer than every wrong one: a child picks it for its length. */
function standsOut(answer: string, wrong: string[]): boolean {
  const words = (text: string) => text.split(/\s+/).length;
  const longestWrong = Math.max(...wrong.map(words));
  return words(answer) >= 2 * longestWrong + 3;
}

/** A choice cut mid-phrase ("… that the King"), glued words ("Sickersnapper--that"), or a dangling phrasal verb. */
function isUngrammatical(question: CheckedQuestion, answer: string): boolean {
  if (question.choices.some((choice) => /--|\s-\s?$/.test(choice.text))) return true;
  // A blank's choices are single words, and a poem's lines may end anywhere ("And the").
  const cutShort = question.type !== 'cloze' && question.type !== 'sequence';
  if (
    cutShort &&
    question.choices.some(
      (choice) => DANGLING_END.test(choice.text.trim()) || CUT_AFTER_THAT.test(choice.text.trim()),
    )
  )
    return true;
  // "Where did he take? → Down an iron pot": the particle of "take down" left the verb.
  return (
    question.type === 'where' &&
    /^(?:down|up|out|off)\s+(?:an?|the|his|her|their)\s/i.test(answer) &&
    /\b\w+\?$/.test(question.content) &&
    !/\b(?:go|went|come|came|run|ran|walk|walked|fall|fell|climb|climbed|look|looked|jump|jumped|sail|sailed|swim|swam|fly|flew|ride|rode|roll|rolled)\?$/i.test(
      question.content,
    )
  );
}

function isAdultDefinition(definition: string): boolean {
  return definition.split(/\s+/).length > MOST_WORDS_IN_A_DEFINITION || /[;()]/.test(definition);
}
