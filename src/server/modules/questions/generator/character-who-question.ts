import { type GeneratedQuestion, normalizeChoiceText } from '#contract/questions.ts';
import { buildQuestion, textSays, upperFirst } from './build-question.ts';
import { charactersLike, isCharacter } from './characters.ts';
import { namesSomeone } from './generic-terms.ts';
import { spanText } from './key-terms.ts';
import type { StoryEvent } from './story-events.ts';
import { isKnownWord } from './wordnet/base-forms.ts';

/**
 * "The cavalier ran back to the Emperor." → "Who ran back to the Emperor?" for a subject that
 * WordNet calls a person or an animal, a name the tagger knows as a person (`people`: "Gluck
 * took some bread" → "Who took some bread?"), or one who speaks in the section (`speakers`: "Old
 * Pipes walked toward his home", "the Fir Tree thought of …" beside "said the Tree"); the wrong
 * answers are the section's other characters, written the same way.
 */
export function characterWhoQuestions(
  events: StoryEvent[],
  characters: string[],
  people: readonly string[] = [],
  speakers: readonly string[] = [],
): GeneratedQuestion[] {
  return events.flatMap((event) => {
    const named =
      event.auxiliary === 'did' &&
      (people.includes(event.subject) || speaks(event.subject, speakers) || isUnknownName(event, characters));
    if (!named && (event.subjectEnd < 2 || !isCharacter(event.subject) || isBareNoun(event))) return [];
    const answer = upperFirst(spanText(event.tokens, 0, event.subjectEnd));
    if (!namesSomeone(answer)) return [];
    const predicate = spanText(event.tokens, event.subjectEnd, event.tokens.length);
    const distractors = charactersLike(answer, notNamedIn(predicate, characters));
    if (!distractors) return [];
    // "Who said?" asks nothing: what was said follows in the text, not in the question.
    if (SPEECH_VERB_ALONE.test(predicate) || REPORTED.test(answer)) return [];
    const content = `Who ${predicate}?`;
    return [buildQuestion('who', content, answer, distractors, event.sentence, textSays(event.sentence))];
  });
}

/**
 * Whether the subject is a speaker of the section, as written ("Old Pipes") or, after "the", by its
 * last word: "the Fir Tree" is the Tree that speaks, "the old Duck" a duck that speaks.
 */
function speaks(subject: string, speakers: readonly string[]): boolean {
  const lower = subject.toLowerCase();
  const head = lastWord(lower);
  return speakers.some(
    (speaker) =>
      speaker.toLowerCase() === lower ||
      (/^the\s/.test(lower) && /^the\s/i.test(speaker) && lastWord(speaker.toLowerCase()) === head),
  );
}

/**
 * "Fairyfoot sat in great astonishment": a name the story treats as a character (`characters`),
 * no word of which the dictionary knows in any sense, and which the tagger does not call a place or
 * a company. "London" and "Stiria" are words WordNet knows; "Fairyfoot" and "Gluck" are not.
 */
function isUnknownName(event: StoryEvent, characters: readonly string[]): boolean {
  const { subject } = event;
  if (!NAME.test(subject) || !characters.includes(subject)) return false;
  const words = event.tokens.slice(0, event.subjectEnd);
  if (words.some((token) => token.tags.has('Place') || token.tags.has('Organization'))) return false;
  return subject
    .toLowerCase()
    .split(' ')
    .every((word) => !isKnownWord(word));
}

/** One or two capitalised words: "Gluck", "Old Pipes". */
const NAME = /^\p{Lu}\p{Ll}+(?: \p{Lu}\p{Ll}+)?$/u;

const lastWord = (phrase: string) => phrase.split(/\s+/).at(-1) ?? '';

/**
 * "Who jumped off the hob?" → The hob, "Who dismissed the rabbi?" → The rabbi: a character the
 * stem names did not do what it asks, and a child sees so at a glance.
 */
function notNamedIn(predicate: string, characters: string[]): string[] {
  const stemWords = new Set(normalizeChoiceText(predicate).split(' '));
  return characters.filter((name) => !stemWords.has(normalizeChoiceText(name).split(' ').at(-1) ?? ''));
}

const SPEECH_VERB_ALONE = /^(?:said|says|asked|replied|answered|cried|exclaimed|thought|added)$/i;
/** "… that their parents might think": the subject of a reported clause, not a character's name. */
const REPORTED = /^(?:that|which|whether|if)\s/i;

/** Words a character is written with: "the cavalier", "a fox", "his brother", "my courtiers". */
const BEFORE_A_CHARACTER = ['Determiner', 'Possessive'];

/**
 * "audio player controls …", "Content producers should …": a common noun with no article names
 * a class of things or people, not a character — and written so it is like no other choice.
 */
function isBareNoun(event: StoryEvent): boolean {
  const first = event.tokens[0];
  return !!first && ![...BEFORE_A_CHARACTER, 'ProperNoun'].some((tag) => first.tags.has(tag));
}
