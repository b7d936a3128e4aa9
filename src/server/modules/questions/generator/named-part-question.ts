import type { GeneratedQuestion } from '#contract/questions.ts';
import { normalizeChoiceText } from '#contract/questions.ts';
import { buildQuestion, textSays } from './build-question.ts';
import { type SectionAnalysis, type Sentence, sentenceText } from './section-analysis.ts';

/**
 * "EPUB Media Overlays 3.0 [MediaOverlays30], which defines a format …": a named part of a
 * specification (every word capitalised, a number or a bracketed short name), an optional citation,
 * then what it does. The name, the verb and the rest are kept apart.
 */
const NAMED_PART =
  /^(?:The )?(?<name>\p{Lu}[\p{L}\p{N}.-]*(?: (?:\p{Lu}[\p{L}\p{N}.-]*|\d[\d.]*|\(\p{Lu}+\)))+)(?: \[[\p{L}\p{N}.]+\])?, which (?<verb>defines|provides|specifies|describes|represents) (?<rest>[^[\]<>;:"“”]+?)\.?$/u;
/** A stem long enough to say what the part does, short enough to read. */
const MIN_REST_WORDS = 4;
const MAX_REST_WORDS = 18;
/**
 * "EPUB Media Overlays 3.0": a name, not a phrase; longer ones read as a choice of another kind. A
 * short name in brackets and a version number are not counted: "EPUB Open Container Format (OCF)
 * 3.0" is a name of four words.
 */
const MAX_NAME_WORDS = 4;

interface NamedPart {
  name: string;
  verb: string;
  rest: string;
}

/**
 * "What defines a format and a processing model for synchronization of text and audio?" → "EPUB
 * Media Overlays 3.0", from a list of a specification's parts, each with what it does. The wrong
 * answers are the other parts the section and the text around it name the same way ("EPUB Content
 * Documents 3.0"), so every choice has the answer's form.
 */
export function namedPartQuestions(
  analysis: SectionAnalysis,
  nearbyParagraphs: string[] = [],
): GeneratedQuestion[] {
  if (!analysis.tagged) return [];
  const found = analysis.sentences.flatMap((sentence) => {
    const part = namedPartIn(sentenceText(sentence));
    return part ? [{ part, sentence }] : [];
  });
  // Any part named this way is a wrong answer, also one whose stem would be too long to ask.
  const names = [
    ...found.map(({ part }) => part.name),
    ...nearbyParagraphs.flatMap((paragraph) => namedPartIn(paragraph.trim())?.name ?? []),
  ];
  const asked = found.filter(({ part }) => isShortStem(part) && !namesItself(part, names));
  return asked.flatMap(({ part, sentence }) => {
    const distractors = otherNames(part, names);
    return distractors.length < 3 ? [] : [question(part, distractors, sentence)];
  });
}

function namedPartIn(text: string): NamedPart | undefined {
  const groups = text.match(NAMED_PART)?.groups;
  if (!groups?.name || !groups.verb || !groups.rest) return undefined;
  const words = groups.name.split(' ').filter((word) => !/^(?:\(\p{Lu}+\)|\d[\d.]*)$/u.test(word));
  if (words.length > MAX_NAME_WORDS) return undefined;
  return { name: groups.name, verb: groups.verb, rest: groups.rest };
}

function isShortStem(part: NamedPart): boolean {
  const words = part.rest.split(' ').length;
  return words >= MIN_REST_WORDS && words <= MAX_REST_WORDS;
}

/**
 * "EPUB Publications 3.0" beside "… requirements for EPUB Publications", "EPUB 3 Overview" beside
 * "an informative overview of EPUB": a word of the name in the stem gives it away. A word every
 * name has ("EPUB") and a version number do not.
 */
function namesItself(part: NamedPart, names: string[]): boolean {
  const stem = wordsOf(part.rest);
  const everyNameHas = (word: string) => names.every((name) => wordsOf(name).includes(word));
  return wordsOf(part.name).some((word) => !/^\d/.test(word) && !everyNameHas(word) && stem.includes(word));
}

function wordsOf(text: string): string[] {
  return normalizeChoiceText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

/** Three other names, none inside another choice ("EPUB" in "EPUB 3 Overview") nor named in the stem. */
function otherNames(part: NamedPart, names: string[]): string[] {
  const stem = normalizeChoiceText(part.rest);
  const taken = [normalizeChoiceText(part.name)];
  const chosen: string[] = [];
  for (const name of names) {
    const key = normalizeChoiceText(name);
    if (taken.some((other) => other.includes(key) || key.includes(other)) || stem.includes(key)) continue;
    taken.push(key);
    chosen.push(name);
    if (chosen.length === 3) break;
  }
  return chosen;
}

function question(part: NamedPart, distractors: string[], sentence: Sentence): GeneratedQuestion {
  return buildQuestion(
    'what',
    `What ${part.verb} ${part.rest}?`,
    part.name,
    distractors,
    sentence,
    textSays(sentence),
  );
}
