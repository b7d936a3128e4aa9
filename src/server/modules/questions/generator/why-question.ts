import { type GeneratedQuestion, normalizeChoiceText } from '#contract/questions.ts';
import { buildQuestion, upperFirst } from './build-question.ts';
import { spanText } from './key-terms.ts';
import { type ReasonClause, reasonClauses } from './reason-clauses.ts';
import type { Sentence, Token } from './section-analysis.ts';
import { clauseEnd, findSubjectAndVerb, joinWords, subjectOf } from './sentence-parts.ts';
import { isEvent, type Statement } from './statements.ts';

/** A question a child reads in one go. */
const MAX_WORDS = 18;

/**
 * "The dogs barked because the stranger came." → "Why did the dogs bark?" — "Because the stranger
 * came". The wrong answers are the section's other reasons and other things it tells (`statements`),
 * said with the answer's connective ("Because the crow opened her beak"): each is in the text, so
 * only reading which one explains what tells them apart.
 */
export function whyQuestions(sentences: Sentence[], events: Statement[]): GeneratedQuestion[] {
  const reasons = reasonClauses(sentences);
  if (reasons.length === 0) return [];
  // Other things the section tells, said as reasons: read once for all its reasons.
  const told = [...events, ...openingClauses(sentences)];
  return reasons.flatMap((reason) => {
    const content = stemAfterOpening(reason.main);
    if (!content || content.split(' ').length > MAX_WORDS) return [];
    const answer = upperFirst(`${reason.connective} ${reason.body}`);
    const distractors = otherReasons(reason, reasons, told);
    if (!distractors) return [];
    const explanation = `The text gives the reason: “${answer}”.`;
    return [buildQuestion('why', content, answer, distractors, reason.sentence, explanation)];
  });
}

/** Clauses that a condition or a "that" opens are not what happened: "if it pleased the creature". */
const NOT_A_DEED = /^(?:if|unless|whether|that|though|although|perhaps|maybe|lest)$/i;
/** Words an opening phrase is made of: "On the fifteenth day of that month", "After a while". */
const OPENING_TAGS = ['Preposition', 'Determiner', 'Adjective', 'Value', 'Date', 'Conjunction', 'Adverb'];

/**
 * The stem of the explained clause, past an opening phrase it may start with ("On the fifteenth day
 * of that month the Emperor sent a guard" → "Why did the Emperor send a guard …?").
 */
function stemAfterOpening(main: Token[]): string | undefined {
  if (NOT_A_DEED.test(main[0]?.text ?? '')) return undefined;
  const direct = whyStem(main);
  if (direct) return direct;
  const first = main[0];
  if (!first || !['Preposition', 'Adverb', 'Conjunction'].some((tag) => first.tags.has(tag)))
    return undefined;
  for (let start = 1; start <= Math.min(MOST_OPENING_WORDS, main.length - 2); start++) {
    const opening = main.slice(0, start);
    if (!opening.every((token) => OPENING_TAGS.some((tag) => token.tags.has(tag)) || token.tags.has('Noun')))
      return undefined;
    if (opening.some((token) => token.tags.has('Verb') || NOT_A_DEED.test(token.text))) return undefined;
    const before = main[start - 1] as Token;
    // Not inside a noun phrase: "the King" is no opening of "King sent".
    if (['Determiner', 'Adjective', 'Possessive'].some((tag) => before.tags.has(tag))) continue;
    // "that month the Emperor" is no subject: the opening runs on to "the".
    const subject = findSubjectAndVerb(main.slice(start))?.subject ?? '';
    if (/\s(?:the|a|an)\s/i.test(` ${subject.split(' ').slice(1).join(' ')} `)) continue;
    const stem = whyStem(main.slice(start));
    if (stem) return stem;
  }
  return undefined;
}

const MOST_OPENING_WORDS = 8;

/**
 * Each sentence's opening clause that says who did what ("the king mourned a long time"): more
 * wrong reasons, each in the text, for a section whose events are told in long sentences.
 */
function openingClauses(sentences: Sentence[]): Statement[] {
  return sentences.flatMap((sentence, order) => {
    const end = clauseEnd(sentence.tokens, 0);
    const tokens = sentence.tokens.slice(0, end);
    if (tokens.length < 4 || tokens.length > 12 || !findSubjectAndVerb(tokens)) return [];
    if (tokens.some((token) => /["“”]/.test(token.pre + token.post))) return [];
    return [{ text: spanText(sentence.tokens, 0, end), sentence, order, tokens }];
  });
}

/** "the dogs barked" → "Why did the dogs bark?"; "she was sad" → "Why was she sad?". */
function whyStem(main: Token[]): string | undefined {
  const parts = findSubjectAndVerb(main);
  if (parts) {
    const rest = spanText(main, parts.verbIndex + 1, main.length);
    // "he did not wonder" → "Why did he not wonder?", not "Why did he do not wonder?".
    const negated = parts.infinitive === 'do' && /^not\b/i.test(rest);
    const helper = negated ? (main[parts.verbIndex]?.text.toLowerCase() ?? '') : parts.auxiliary;
    return `Why ${joinWords(helper, parts.subject, negated ? '' : parts.infinitive, rest)}?`;
  }
  const copulaAt = main.findIndex((token) => token.tags.has('Verb'));
  const copula = main[copulaAt];
  if (!copula?.tags.has('Copula') || !/^(?:was|were|is|are)$/i.test(copula.text)) return undefined;
  const subject = subjectOf(main.slice(0, copulaAt));
  const rest = spanText(main, copulaAt + 1, main.length);
  if (!subject || rest.length === 0) return undefined;
  return `Why ${joinWords(copula.text.toLowerCase(), subject, rest)}?`;
}

/** "in order to fetch water", "to fetch water": a purpose, said as a verb phrase, not a clause. */
function givesAPurpose(connective: string): boolean {
  return connective === 'in order to' || connective === 'to';
}

/** Three wrong reasons with the answer's connective, none from the answer's own sentence. */
function otherReasons(
  reason: ReasonClause,
  reasons: ReasonClause[],
  events: Statement[],
): string[] | undefined {
  const verbPhrase = givesAPurpose(reason.connective);
  const bodies = [
    ...reasons
      .filter((other) => other.sentence !== reason.sentence && givesAPurpose(other.connective) === verbPhrase)
      .map((other) => other.body),
    ...events
      .filter((event) => event.sentence !== reason.sentence)
      .map((event) => asReason(event, reason.connective)),
  ];
  const taken = [normalizeChoiceText(reason.body)];
  const chosen: string[] = [];
  for (const body of bodies) {
    const normal = body && normalizeChoiceText(body);
    if (!normal || normal.split(' ').length > 12) continue;
    if (taken.some((other) => other.includes(normal) || normal.includes(other))) continue;
    taken.push(normal);
    chosen.push(upperFirst(`${reason.connective} ${body}`));
    if (chosen.length === 3) return chosen;
  }
  return undefined;
}

/**
 * An event worded to follow the connective: "the crow opened her beak" after "because"; "open her
 * beak" after "in order to"; "the crow could open her beak" after "so that".
 */
function asReason(event: Statement, connective: string): string | undefined {
  const clause = !givesAPurpose(connective) && connective !== 'so that';
  if (clause) return lowerCommon(event);
  if (!isEvent(event)) return undefined;
  if (!/^(?:did|does|do)$/.test(event.auxiliary)) return undefined;
  // "did not know" would read "To do not know".
  if (/^(?:not|never)$/i.test(event.tokens[event.verbIndex + 1]?.text ?? '') || event.infinitive === 'do')
    return undefined;
  const phrase = joinWords(
    event.infinitive,
    spanText(event.tokens, event.verbIndex + 1, event.tokens.length),
  );
  return connective === 'so that' ? joinWords(event.subject, 'could', phrase) : phrase;
}

/**
 * A statement after "because": "The night was cold" → "the night was cold", "Leo is …" as it is;
 * undefined when its first word may be either ("Water streamed …" would read "Because Water").
 */
function lowerCommon(statement: Statement): string | undefined {
  const first = statement.tokens[0];
  if (!first) return undefined;
  if (
    ['Determiner', 'Pronoun', 'Possessive', 'Adjective'].some((t) => first.tags.has(t)) &&
    first.text !== 'I'
  )
    return statement.text.charAt(0).toLowerCase() + statement.text.slice(1);
  return first.tags.has('ProperNoun') || first.tags.has('Person') ? statement.text : undefined;
}
