import type { GeneratedQuestion } from '#contract/questions.ts';
import { normalizeChoiceText } from '#contract/questions.ts';
import { buildQuestion, quoted, upperFirst } from './build-question.ts';
import { isCharacter } from './characters.ts';
import { contradiction, isNegative } from './contradicted-statements.ts';
import type { TermPools } from './distractors.ts';
import { findKeyTerms, type KeyTerm, spanText } from './key-terms.ts';
import type { Token } from './section-analysis.ts';
import { joinWords } from './sentence-parts.ts';
import { isEvent, type Statement } from './statements.ts';
import type { StoryEvent } from './story-events.ts';

/**
 * "Which of these is true?": one event as the text tells it, and three the text contradicts — an
 * event with its person, place or number swapped for another of the section's, or told as not
 * having happened ("The crow did not open her beak").
 */
export function trueStatementQuestions(
  claims: Statement[],
  pools: TermPools,
  sectionText: string,
  nearbyOpposites: () => string[] = () => [],
): GeneratedQuestion[] {
  // A text that explains gets only statements the text contradicts: a swapped doer ("This
  // specification must present …") is unstated there, not false.
  if (claims.some((claim) => claim.whole !== undefined))
    return contradictedStatements(claims, sectionText, nearbyOpposites);
  if (claims.length < 2) return [];
  const events = claims.filter(isEvent);
  const changed = claims.flatMap((claim) => [
    ...swapped(claim, pools),
    ...(isEvent(claim) && !sharedWithAnother(claim) ? otherDoer(claim, events) : []),
  ]);
  const section = normalizeChoiceText(sectionText);
  for (const truth of claims) {
    // Changes to other events first, and one "did not" at most: when every wrong answer is a
    // negation, the true one is the odd one out.
    const wrong = [
      ...changed.filter((f) => f.from !== truth),
      ...changed.filter((f) => f.from === truth),
      ...events
        .filter((event) => event !== truth)
        .flatMap(negated)
        .slice(0, 1),
    ].filter((f) => !section.includes(normalizeChoiceText(f.text)));
    // One change per event while there are enough: three changes of one event would single out the fourth.
    const perEvent = wrong.filter((f, i) => wrong.findIndex((other) => other.from === f.from) === i);
    const distractors = [...new Set([...perEvent, ...wrong].map((f) => f.text))].slice(0, 3);
    if (distractors.length < 3) continue;
    return [
      buildQuestion(
        'true_statement',
        'Which of these is true?',
        upperFirst(truth.text),
        distractors.map(upperFirst),
        truth.sentence,
        `The text says: ${quoted(truth.text)}.`,
      ),
    ];
  }
  return [];
}

/**
 * "Which of these is true?" of a text that explains: the wrong answers are the section's other
 * rules and facts turned round ("must" ↔ "must not", "is" ↔ "is not", "supports" ↔ "does not
 * support"), which the section contradicts — a swapped term would only be unstated. The true one
 * is a whole clause; a wrong one may stop before a condition ("must not ignore elements" of "must
 * ignore elements that …" is still contradicted). With too few of the section's own, whole
 * statements of the text around turned round make up the rest (`nearbyOpposites`, false as the text
 * says). One wrong answer at least says "not" as the true one does or does not: otherwise the odd
 * one out gives the answer away.
 */
function contradictedStatements(
  claims: Statement[],
  sectionText: string,
  nearbyOpposites: () => string[],
): GeneratedQuestion[] {
  const section = normalizeChoiceText(sectionText);
  const short = claims.filter((claim) => claim.text.split(' ').length <= MAX_CHOICE_WORDS);
  const whole = short.filter((claim) => claim.whole);
  if (whole.length === 0) return [];
  const unsaid = (text: string) => !section.includes(normalizeChoiceText(text));
  const own: Opposite[] = short
    .filter((claim) => claim.plain)
    .flatMap((claim) => {
      const text = contradiction(claim.tokens);
      return text && unsaid(text) ? [{ from: claim, text }] : [];
    });
  // A truth and three others to turn round: the section's own first, then the text around's.
  const opposites: Opposite[] =
    own.length >= 4
      ? own
      : [...own, ...nearbyOpposites().flatMap((text) => (unsaid(text) ? [{ text }] : []))];
  for (const truth of whole) {
    // Not the truth turned round: of "X must" and "X must not" one is plainly the answer.
    const turned = normalizeChoiceText(contradiction(truth.tokens) ?? '');
    const wrong = opposites.filter(
      (f) => f.from?.order !== truth.order && normalizeChoiceText(f.text) !== turned,
    );
    const alike = wrong.filter((f) => isNegative(f.text) === isNegative(truth.text));
    const distractors = [...new Set([...alike.slice(0, 1), ...wrong].map((f) => f.text))].slice(0, 3);
    if (distractors.length < 3 || alike.length === 0) continue;
    return [
      buildQuestion(
        'true_statement',
        'Which of these is true?',
        upperFirst(truth.text),
        distractors,
        truth.sentence,
        `The text says: ${quoted(truth.text)}.`,
      ),
    ];
  }
  return [];
}

/** A statement turned round, and the section's statement it was, if it was one. */
interface Opposite {
  from?: Statement;
  text: string;
}

/** A choice a child reads at a glance. */
const MAX_CHOICE_WORDS = 18;

interface Falsehood {
  from: Statement;
  text: string;
}

// Not things: "the crow opened her cheese" or "subset are a subset" reads as nonsense, not as false.
const SWAPPABLE = ['person', 'place', 'number'] as const;

/** The event with one person, place or number replaced by another of the same kind from the section. */
function swapped(event: Statement, pools: TermPools): Falsehood[] {
  const terms = findKeyTerms({ paragraph_index: 0, tokens: event.tokens });
  const said = normalizeChoiceText(event.text);
  return terms.flatMap((term) => {
    const kind = SWAPPABLE.find((k) => k === term.kind);
    if (!kind || !canSwap(event.tokens, term)) return [];
    if (kind === 'person' && sharedWithAnother(event)) return [];
    const other = (pools.get(kind) ?? []).find(
      (candidate) =>
        normalizeChoiceText(candidate) !== normalizeChoiceText(term.text) &&
        // "Fairyfoot laughed Fairyfoot to scorn": a name already in the statement.
        !said.includes(normalizeChoiceText(candidate)) &&
        (kind !== 'number' || isCount(candidate)),
    );
    if (!other) return [];
    // "The first Five stories": a number inside the sentence is written small.
    const word = kind === 'number' && term.start > 0 ? other.toLocaleLowerCase() : other;
    const text = event.text.replace(term.text, word);
    return text === event.text ? [] : [{ from: event, text }];
  });
}

/**
 * "Pebble looked worried too": someone else did it as well ("He looked worried"), so the statement
 * with another doer may well be true.
 */
function sharedWithAnother(statement: Statement): boolean {
  return /\b(?:too|also|as well|either)\b/i.test(statement.text);
}

/** Two to ninety-nine, in words or digits: a number that counts a plural noun. */
const COUNT =
  /^(?:[2-9]|[1-9]\d|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred)$/i;

function isCount(text: string): boolean {
  return COUNT.test(text);
}

/**
 * Whether the term can be swapped and leave a sentence: not part of a longer name ("made by
 * Andersen Howitt" from "Mary Howitt"), and a number only where it counts a plural noun ("the first
 * two stories"): "one", "a very good one", "EPUB 3" and "XML 1.1" do not take another number.
 */
function canSwap(tokens: Token[], term: KeyTerm): boolean {
  const capital = (token: Token | undefined) => !!token && /^\p{Lu}/u.test(token.text);
  if (term.kind === 'person') return !capital(tokens[term.start - 1]) && !capital(tokens[term.end]);
  if (term.kind !== 'number') return true;
  const next = tokens[term.end];
  return isCount(term.text) && !!next?.tags.has('Noun') && !!next.tags.has('Plural');
}

/** Words after the verb that already deny: turning the verb round would deny twice. */
const NEGATIVE_WORD = /^(?:none|nothing|nobody|no|neither|nor|nowhere|never|not)$/i;

/**
 * "The crow opened her beak" → "The crow did not open her beak"; "does not" for the present. None
 * of a clause already negated ("They do not forget" gave "They did not do not forget").
 */
function negated(event: StoryEvent): Falsehood[] {
  const { tokens, subjectEnd, verbIndex, infinitive, auxiliary } = event;
  if (tokens.slice(subjectEnd, verbIndex + 2).some((token) => /^(?:not|never|n't)$/i.test(token.text)))
    return [];
  // "He had none of the personal graces" would read "He did not have none of …".
  if (tokens.slice(verbIndex + 1).some((token) => NEGATIVE_WORD.test(token.text))) return [];
  const subject = spanText(tokens, 0, subjectEnd);
  return [
    {
      from: event,
      text: joinWords(
        subject,
        `${auxiliary} not`,
        infinitive,
        spanText(tokens, verbIndex + 1, tokens.length),
      ),
    },
  ];
}

/** "The crow opened her beak" → "The fox opened her beak": another of the section's doers. */
function otherDoer(event: StoryEvent, events: StoryEvent[]): Falsehood[] {
  if (event.subjectEnd === 1 && event.tokens[0]?.tags.has('Pronoun')) return [];
  // Characters take each other's deeds, nothing else: "All the bells ran down over his cheeks" (the
  // tears did) reads as nonsense, not as something the text contradicts.
  if (!isDoer(event.subject)) return [];
  // A present verb agrees with its subject ("the squirrel hides", "trees lose"), and so do "was" and
  // "were" ("The dog were running out"): swap only the doers of other past or modal verbs.
  if (event.auxiliary === 'does' || event.auxiliary === 'do') return [];
  if (/^(?:was|were|is|are|has|have)$/i.test(event.tokens[event.subjectEnd]?.text ?? '')) return [];
  const rest = spanText(event.tokens, event.subjectEnd, event.tokens.length);
  // One doer per head noun: "a crow" and "the crow" are the same doer.
  const heads = new Map<string, string>();
  for (const other of events) {
    // "Its eye eyed it": a pronoun's or a possessive's doer means nothing outside its sentence.
    if (['Pronoun', 'Possessive'].some((tag) => other.tokens[0]?.tags.has(tag))) continue;
    if (!isDoer(other.subject)) continue;
    const head = normalizeChoiceText(other.subject).split(' ').at(-1) ?? '';
    if (!heads.has(head)) heads.set(head, other.subject);
  }
  heads.delete(normalizeChoiceText(event.subject).split(' ').at(-1) ?? '');
  const said = normalizeChoiceText(rest);
  return [...heads.values()]
    .filter((doer) => !said.includes(normalizeChoiceText(doer)))
    .slice(0, 2)
    .map((doer) => ({ from: event, text: `${upperFirst(doer)} ${rest}` }));
}

/** A character (a person or an animal, `isCharacter`) or someone named ("Mia", "Old Pipes", "Death"). */
function isDoer(subject: string): boolean {
  return (
    isCharacter(subject) ||
    (/^\p{Lu}/u.test(subject) && !/^(?:the|a|an|all|some|each|every|both)\s/i.test(subject))
  );
}
