import type { GeneratedQuestion } from '#contract/questions.ts';
import { buildQuestion, textSays, upperFirst } from './build-question.ts';
import { isCharacter } from './characters.ts';
import { stableHash } from './choices.ts';
import { spanText } from './key-terms.ts';
import { sexOf } from './people-words.ts';
import type { SectionAnalysis, Sentence, Token } from './section-analysis.ts';
import { clauseEnd, lowerFirst, nounPhraseStartBefore, subjectOf } from './sentence-parts.ts';
import { eventInQuestion, type StoryEvent } from './story-events.ts';
import feelings from './word-lists/feelings.json' with { type: 'json' };

type Family = keyof typeof feelings.families;

const FEELING_WORDS = new Map(Object.entries(feelings.words) as [string, Family][]);
const FEELING_NOUNS = new Map(Object.entries(feelings.nouns) as [string, Family][]);
const LINKING = new Set(feelings.linking);
const INTENSIFIERS = new Set(feelings.intensifiers);
const FILLED_WITH = feelings.filledWith.map((phrase) => phrase.split(' '));
const FAMILIES = Object.entries(feelings.families) as [Family, { side: string; plain: string }][];

/** A question a child reads in one go. */
const MAX_WORDS = 18;
/** Words that turn a feeling round ("was not afraid"): such a sentence is not asked about. */
const NEGATION = /^(?:not|never|no|nor|hardly|n't)$/i;
const SUBJECT_PRONOUN = /^(?:he|she)$/i;

/** A feeling the story names, who has it, and the clause it is told in. */
interface NamedFeeling {
  family: Family;
  /** The token where the feeling is named, and where the linking verb before it stands. */
  at: number;
  linkAt: number;
  subjectStart: number;
}

/**
 * "When the king heard this he was very angry." → "How did the king feel when he heard this?" —
 * Angry | Happy | Proud | Calm. The feeling is the one the text names ("was sad", "grew angry",
 * "was filled with joy"), said in a child's word (`feelings.json`); the wrong choices are feelings
 * of the other side, which clearly do not fit. The moment is the sentence's own "when" clause or
 * the event told just before it in the paragraph; without one the question is not asked, for
 * "How did he feel?" has more than one right answer over a section (docs/questions.md, "Feeling").
 */
export function feelingQuestions(
  analysis: SectionAnalysis,
  events: StoryEvent[],
  characters: string[],
): GeneratedQuestion[] {
  return analysis.sentences.flatMap((sentence, index) => {
    if (analysis.spoken.has(index) || isQuoted(sentence.tokens)) return [];
    const feeling = namedFeeling(sentence.tokens);
    if (!feeling) return [];
    const who = feelerOf(sentence, feeling, index, events, characters);
    const moment = who && momentOf(sentence, feeling, index, events, who);
    if (!who || !moment) return [];
    const content = `How did ${who} feel ${moment}?`;
    if (content.split(' ').length > MAX_WORDS || mentionsAFeeling(moment)) return [];
    const answer = feelings.families[feeling.family].plain;
    const question = buildQuestion(
      'how',
      content,
      upperFirst(answer),
      wrongFeelings(feeling.family, sentence).map(upperFirst),
      sentence,
      textSays(sentence),
    );
    return [{ ...question, element: 'feeling' as const }];
  });
}

function isQuoted(tokens: Token[]): boolean {
  return tokens.some((token) => /["“”‘’]/u.test(token.pre + token.post.replace(/^’s/u, '')));
}

/** The first feeling the sentence joins to someone: "he was very sad", "she was filled with joy". */
function namedFeeling(tokens: Token[]): NamedFeeling | undefined {
  for (let at = 1; at < tokens.length; at++) {
    const word = tokens[at]?.text.toLowerCase() ?? '';
    const adjective = FEELING_WORDS.get(word);
    const noun = adjective ? undefined : FEELING_NOUNS.get(word);
    if (!adjective && !noun) continue;
    const linkAt = noun ? beforeFilledWith(tokens, at) : skipIntensifiers(tokens, at - 1);
    if (linkAt < 1 || !LINKING.has(tokens[linkAt]?.text.toLowerCase() ?? '')) continue;
    if (tokens.slice(0, at).some((token) => NEGATION.test(token.text))) return undefined;
    const subjectStart = nounPhraseStartBefore(tokens, linkAt);
    if (linkAt - subjectStart < 1 || linkAt - subjectStart > 4) continue;
    return { family: (adjective ?? noun) as Family, at, linkAt, subjectStart };
  }
  return undefined;
}

/** Where the linking verb stands before "very much", "so", "quite"…: its index, or -1. */
function skipIntensifiers(tokens: Token[], from: number): number {
  let at = from;
  while (at > 0 && INTENSIFIERS.has(tokens[at]?.text.toLowerCase() ?? '')) at--;
  return at;
}

/** "was filled with joy", "was full of fear": the linking verb before the phrase, or -1. */
function beforeFilledWith(tokens: Token[], nounAt: number): number {
  for (const phrase of FILLED_WITH) {
    const start = nounAt - phrase.length;
    const matches = phrase.every((word, offset) => tokens[start + offset]?.text.toLowerCase() === word);
    if (matches) return skipIntensifiers(tokens, start - 1);
  }
  return -1;
}

/**
 * Who feels: the clause's subject when it names a character ("the old king", "Gerda"); for "he" or
 * "she", the character who did the last thing told before it in the paragraph, if a name did.
 */
function feelerOf(
  sentence: Sentence,
  feeling: NamedFeeling,
  index: number,
  events: StoryEvent[],
  characters: string[],
): string | undefined {
  const subjectTokens = sentence.tokens.slice(feeling.subjectStart, feeling.linkAt);
  const subject = subjectOf(subjectTokens);
  if (!subject) return undefined;
  if (!SUBJECT_PRONOUN.test(subject))
    return namesSomeone(subject, subjectTokens, characters) ? subject : undefined;
  // "When the King heard this he was angry": the one the sentence's own "when" tells of.
  const whenSubject = whenClauseSubject(sentence.tokens, feeling.subjectStart);
  if (whenSubject)
    return namesSomeone(whenSubject.text, whenSubject.tokens, characters) ? whenSubject.text : undefined;
  // "She was very sad": the last one told of before, in this paragraph or the one before, who can
  // be "she"; a guess across more than that, or past someone else, is not made.
  const earlier = events.filter(
    (event) =>
      event.order < index &&
      event.order >= index - LOOK_BACK_SENTENCES &&
      event.sentence.paragraph_index >= sentence.paragraph_index - 1,
  );
  const last = earlier.at(-1);
  if (!last || PRONOUN_SUBJECT.test(last.subject)) {
    const named = earlier.filter((event) => !PRONOUN_SUBJECT.test(event.subject)).at(-1);
    const between = named ? earlier.filter((event) => event.order > named.order) : [];
    if (!named || between.some((event) => event.subject.toLowerCase() !== subject.toLowerCase()))
      return undefined;
    return canBe(named, subject, characters) ? named.subject : undefined;
  }
  return canBe(last, subject, characters) ? last.subject : undefined;
}

const LOOK_BACK_SENTENCES = 4;
const PRONOUN_SUBJECT = /^(?:he|she|it|they|we|i|you)$/i;

/** Whether the subject of `event` names someone who can be called `pronoun` ("he" is no queen). */
function canBe(event: StoryEvent, pronoun: string, characters: string[]): boolean {
  const tokens = event.tokens.slice(0, event.subjectEnd);
  if (!namesSomeone(event.subject, tokens, characters)) return false;
  const head = event.subject.toLowerCase().split(' ').at(-1) ?? '';
  if (/s$/.test(head) && !/ss$/.test(head)) return false;
  const otherSex = /^he$/i.test(pronoun) ? 'female' : 'male';
  return sexOf(head) !== otherSex;
}

/** A character of the story, a person or an animal, or a name ("Gerda", "the old King"). */
function namesSomeone(subject: string, tokens: Token[], characters: string[]): boolean {
  if (characters.includes(subject) || isCharacter(subject)) return true;
  const head = tokens.at(-1);
  return (
    head !== undefined && /^\p{Lu}/u.test(head.text) && head.tags.has('Noun') && !head.tags.has('Pronoun')
  );
}

/** "When the King heard this, he …": the subject of a leading "when" clause, if it is a noun phrase. */
function whenClauseSubject(tokens: Token[], end: number): { text: string; tokens: Token[] } | undefined {
  if (!/^when$/i.test(tokens[0]?.text ?? '')) return undefined;
  const verbAt = tokens.findIndex((token, at) => at > 0 && at < end && token.tags.has('Verb'));
  if (verbAt < 2) return undefined;
  const phrase = tokens.slice(1, verbAt);
  const text = subjectOf(phrase);
  return text && !SUBJECT_PRONOUN.test(text) ? { text, tokens: phrase } : undefined;
}

/**
 * "when he heard this" from the sentence itself ("When he heard this, he was angry", "He was glad
 * when she came"), or "after the hen pecked him" from the event told just before in the paragraph.
 * The one who feels is "he" or "she" inside it ("How did the King feel when he heard this?"), as
 * the sentence calls them; when it does not, a moment that names them again is not asked.
 */
function momentOf(
  sentence: Sentence,
  feeling: NamedFeeling,
  index: number,
  events: StoryEvent[],
  who: string,
): string | undefined {
  const { tokens } = sentence;
  const said = spanText(tokens, feeling.subjectStart, feeling.linkAt);
  const pronoun = SUBJECT_PRONOUN.test(said) ? said.toLowerCase() : undefined;
  const whenAt = tokens.findIndex((token, at) => at > feeling.at && /^when$/i.test(token.text));
  const leadingWhen = whenBefore(tokens, feeling.subjectStart);
  const about = aboutWhat(tokens, feeling.at);
  let moment: string | undefined;
  if (whenAt === feeling.at + 1) moment = spanText(tokens, whenAt, clauseEnd(tokens, whenAt + 1));
  else if (leadingWhen >= 0)
    moment = spanText(tokens, leadingWhen, feeling.subjectStart).replace(/[,;:]$/u, '');
  else if (about) moment = about;
  else if (opensPlainly(tokens.slice(0, feeling.subjectStart))) {
    const before = events.find((event) => event.order === index - 1);
    const opensOnNoun = before?.tokens[0]?.tags.has('Noun') || before?.tokens[0]?.tags.has('Determiner');
    if (before?.sentence.paragraph_index === sentence.paragraph_index && opensOnNoun)
      moment = `after ${eventInQuestion(before)}`;
  }
  if (!moment) return undefined;
  moment = lowerFirst(moment);
  const named = new RegExp(`\\b${who.replace(/^the\s+/i, '(?:the\\s+)?')}\\b`, 'iu');
  if (!named.test(moment)) return moment;
  return pronoun ? moment.replace(named, pronoun) : undefined;
}

/** Where a "when" clause starts that runs up to the subject ("… and when he saw the cows he was angry"), or -1. */
function whenBefore(tokens: Token[], subjectStart: number): number {
  for (let at = subjectStart - 2; at >= 0; at--) {
    const token = tokens[at] as Token;
    if (/^when$/i.test(token.text)) return subjectStart - at <= MAX_MOMENT_WORDS ? at : -1;
    if (/[;:]/.test(token.post) || /^(?:and|but)$/i.test(token.text)) return -1;
  }
  return -1;
}

/** "pleased at the good fortune", "delighted with what she told her" → "about the good fortune". */
function aboutWhat(tokens: Token[], feelingAt: number): string | undefined {
  const preposition = tokens[feelingAt + 1];
  if (!preposition || /[,;:]/.test(tokens[feelingAt]?.post ?? '')) return undefined;
  if (!/^(?:at|with|about|of)$/i.test(preposition.text)) return undefined;
  const end = clauseEnd(tokens, feelingAt + 2);
  if (end - feelingAt - 2 < 1 || end - feelingAt - 2 > MAX_MOMENT_WORDS) return undefined;
  return `about ${spanText(tokens, feelingAt + 2, end)}`;
}

const MAX_MOMENT_WORDS = 10;

/** "Then", "And, of course,", "At last": words before the subject that tell no moment of their own. */
function opensPlainly(opening: Token[]): boolean {
  return opening.every((token) => OPENING_WORD.test(token.text));
}

const OPENING_WORD = /^(?:then|and|but|so|now|at|last|of|course|soon|presently|still|yet|thus)$/i;

function mentionsAFeeling(text: string): boolean {
  return text
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .some((word) => FEELING_WORDS.has(word) || FEELING_NOUNS.has(word));
}

/** Three feelings of the other side, picked by the sentence so the same story always asks the same. */
function wrongFeelings(family: Family, sentence: Sentence): string[] {
  const side = feelings.families[family].side;
  const others = FAMILIES.filter(([, other]) => other.side !== side && other.side !== 'startled').map(
    ([, other]) => other.plain,
  );
  const seed = stableHash(sentence.tokens.map((token) => token.text).join(''));
  return Array.from({ length: 3 }, (_, offset) => others[(seed + offset) % others.length] as string);
}
