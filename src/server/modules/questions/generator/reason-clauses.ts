import { spanText } from './key-terms.ts';
import type { Sentence, Token } from './section-analysis.ts';
import { clauseEnd, nounPhraseStartBefore } from './sentence-parts.ts';
import reasonWords from './word-lists/reasons.json' with { type: 'json' };

/** A reason the text gives, and the clause it explains: "[The dogs barked] [because the stranger came]". */
export interface ReasonClause {
  sentence: Sentence;
  /** The explained clause's tokens, from its subject up to the reason (or after a leading reason). */
  main: Token[];
  /** How the reason is introduced, lower case as written: "because", "since", "so that", "in order to". */
  connective: string;
  /** The reason after its connective: "the stranger came". */
  body: string;
}

const CONNECTIVES = [['because'], ['since'], ['so', 'that'], ['in', 'order', 'to'], ['for']];
/** "…, for he knew the way": "for" gives a reason when a clause follows it after a comma. */
const CLAUSE_OPENERS = new Set(reasonWords.clauseOpeners);
/** "was so tired that …": the linking verbs before a quality that has a result. */
const QUALITY_LINKING = new Set(reasonWords.qualityLinking);
/** Verbs done for no purpose of their own (`purposeOf`). */
const NOT_FOR_A_PURPOSE = new Set(reasonWords.notForAPurpose);
const lower = (token: Token | undefined) => token?.text.toLowerCase() ?? '';
const LINKING_WORDS = /^(?:and|but|then|so|now)$/i;
const PURPOSE_MODALS = /^(?:could|would|might|can|will|may|should|shall)$/i;
/** A reason a child reads at a glance, and long enough to say something, in words. */
const MIN_BODY = 2;
const MAX_BODY = 12;

/** Every reason clause of the section's sentences (the quick tags are enough to find them). */
export function reasonClauses(sentences: Sentence[]): ReasonClause[] {
  return sentences.flatMap((sentence) => {
    const { tokens } = sentence;
    if (tokens.some((token) => /["“”]/.test(token.pre + token.post))) return [];
    const result = resultOfQuality(tokens) ?? resultAfterSo(tokens) ?? purposeOf(tokens);
    if (result) return [{ sentence, ...result }];
    for (let at = 0; at < tokens.length; at++) {
      const connective = connectiveAt(tokens, at);
      if (!connective) continue;
      const clause = at === 0 ? leadingReason(tokens, connective) : trailingReason(tokens, at, connective);
      return clause ? [{ sentence, ...clause }] : [];
    }
    return [];
  });
}

function connectiveAt(tokens: Token[], at: number): string[] | undefined {
  const words = CONNECTIVES.find((words) =>
    words.every((word, offset) => tokens[at + offset]?.text.toLowerCase() === word),
  );
  if (!words || (words[0] === 'since' && !causalSince(tokens, at))) return undefined;
  if (words[0] === 'for' && !causalFor(tokens, at)) return undefined;
  // "because of the rain" names a cause without a clause to ask about.
  if (words[0] === 'because' && tokens[at + 1]?.text.toLowerCase() === 'of') return undefined;
  return words;
}

/** ", for he knew the way" gives a reason; "for a long time", "for the king" do not. */
function causalFor(tokens: Token[], at: number): boolean {
  if (at === 0 || !/[,;]/.test(tokens[at - 1]?.post ?? '')) return false;
  if (!CLAUSE_OPENERS.has(lower(tokens[at + 1]))) return false;
  return tokens.slice(at + 2, at + 5).some((token) => token.tags.has('Verb') && !token.tags.has('Gerund'));
}

/**
 * "Then the shepherds were so frightened that they promised …" → the clause after "that" is
 * explained by "the shepherds were so frightened": "Why did the shepherds promise …?" — "Because
 * they were so frightened". A "he" or "they" that starts the result is the quality's subject.
 */
function resultOfQuality(tokens: Token[]) {
  for (let at = 2; at < tokens.length - 3; at++) {
    if (!/^so$/i.test(tokens[at]?.text ?? '')) continue;
    const quality = tokens[at + 1] as Token;
    const that = tokens[at + 2] as Token;
    // "so frightened": the tagger may read a describing participle as a past verb.
    const describes = ['Adjective', 'Adverb', 'PastTense', 'Participle'].some((tag) => quality.tags.has(tag));
    if (!/^that$/i.test(that.text) || !describes) continue;
    if (!QUALITY_LINKING.has(lower(tokens[at - 1]))) continue;
    const subjectStart = nounPhraseStartBefore(tokens, at - 1);
    if (subjectStart === at - 1 || at - 1 - subjectStart > 4) continue;
    const resultStart = at + 3;
    const main = tokens.slice(resultStart, clauseEnd(tokens, resultStart));
    if (main.length < 2 || main.length > MAX_BODY) continue;
    const subject = tokens.slice(subjectStart, at - 1);
    const pronounFirst = main[0]?.tags.has('Pronoun') && !subject[0]?.tags.has('Pronoun');
    const explained = pronounFirst ? [...subject, ...main.slice(1)] : main;
    const said = pronounFirst
      ? [main[0] as Token, ...tokens.slice(at - 1, at + 2)]
      : tokens.slice(subjectStart, at + 2);
    const body = said
      .map((token, index) => (index === 0 ? token.text : `${said[index - 1]?.post ?? ' '}${token.text}`))
      .join('');
    return { main: explained, connective: 'because', body: pronounFirst ? body.toLowerCase() : body };
  }
  return undefined;
}

/**
 * "He was hungry, so he ate the bread": the clause after ", so" is explained by the one before it —
 * "Why did he eat the bread?" — "Because he was hungry".
 */
function resultAfterSo(tokens: Token[]) {
  for (let at = 2; at < tokens.length - 2; at++) {
    if (!/^so$/i.test(tokens[at]?.text ?? '') || !/,/.test(tokens[at - 1]?.post ?? '')) continue;
    if (!CLAUSE_OPENERS.has(lower(tokens[at + 1])) || /^that$/i.test(tokens[at + 1]?.text ?? '')) continue;
    const start = explainedClauseStart(tokens, at);
    if (start === undefined) continue;
    const reason = tokens.slice(start, at);
    const mainEnd = clauseEnd(tokens, at + 1);
    const main = tokens.slice(at + 1, mainEnd);
    if (main.length < 2 || main.length > MAX_BODY || reason.length < MIN_BODY || reason.length > MAX_BODY)
      continue;
    if (!reason.slice(1).some((token) => token.tags.has('Verb'))) continue;
    const body = spanText(tokens, start, at);
    if (!/^[\p{L}\p{N} ,'’-]+$/u.test(body)) continue;
    const first = reason[0] as Token;
    const common = ['Determiner', 'Pronoun', 'Possessive', 'Adjective'].some((tag) => first.tags.has(tag));
    return {
      main,
      connective: 'because',
      body: common ? body.charAt(0).toLowerCase() + body.slice(1) : body,
    };
  }
  return undefined;
}

/**
 * "He went to the well to fetch water": "Why did he go to the well?" — "To fetch water". The deed
 * has its object or place before the purpose, and its verb is done for one (`NOT_FOR_A_PURPOSE`).
 */
function purposeOf(tokens: Token[]) {
  for (let at = 3; at < tokens.length - 1; at++) {
    if (!/^to$/i.test(tokens[at]?.text ?? '')) continue;
    const verb = tokens[at + 1] as Token;
    const before = tokens[at - 1] as Token;
    if (!verb.tags.has('Infinitive') && !(verb.tags.has('Verb') && verb.tags.has('PresentTense'))) continue;
    // "to the well": the tagger may miss a noun, but not the determiner before it.
    const determined = ['Determiner', 'Possessive'].some((tag) => tokens[at - 2]?.tags.has(tag));
    if (!(before.tags.has('Noun') || determined) || before.tags.has('Pronoun') || /[,;:]/.test(before.post))
      continue;
    const start = explainedClauseStart(tokens, at);
    if (start === undefined) continue;
    const main = tokens.slice(start, at);
    const mainVerb = main.find((token) => token.tags.has('Verb'));
    if (!mainVerb?.tags.has('PastTense') || NOT_FOR_A_PURPOSE.has(lower(mainVerb))) continue;
    // "he said that the only way to …": a reported clause is not the deed.
    if (main.some((token) => /^that$/i.test(token.text))) continue;
    const body = bodyOf(tokens, at + 1, clauseEnd(tokens, at + 1), ['to']);
    if (body) return { main, connective: 'to', body };
  }
  return undefined;
}

/**
 * "since" gives a reason unless it gives a time: "since 1990", "since then", "ever since", or after
 * a perfect verb ("she has lived here since she was born").
 */
function causalSince(tokens: Token[], at: number): boolean {
  const next = tokens[at + 1];
  if (!next || ['Date', 'Value', 'Cardinal'].some((tag) => next.tags.has(tag))) return false;
  if (/^(?:then|when|ever|long)$/i.test(next.text) || /^(?:ever|long)$/i.test(tokens[at - 1]?.text ?? ''))
    return false;
  return !tokens.slice(0, at).some((token) => /^(?:has|have|had|been)$/i.test(token.text));
}

/**
 * "The dogs barked because the stranger came." The explained clause starts the sentence, or follows
 * a semicolon or an opening phrase without a verb ("That night, …"); it may end in a list of things
 * ("demand more money, more silk, and more gold thread in order to …"). After a list of clauses
 * ("his pockets, his cap were filled, so that …") which one is explained is unclear, so none is.
 */
function trailingReason(tokens: Token[], at: number, connective: string[]) {
  if (connective[0] === 'so' && /,/.test(tokens[at - 1]?.post ?? '') && !isPurpose(tokens, at + 2))
    return undefined;
  const start = explainedClauseStart(tokens, at);
  if (start === undefined) return undefined;
  const bodyStart = at + connective.length;
  const body = bodyOf(tokens, bodyStart, clauseEnd(tokens, bodyStart), connective);
  // "…, for he knew the way" is said to a child as "Because he knew the way".
  const said = connective[0] === 'for' ? 'because' : connective.join(' ');
  return body && { main: tokens.slice(start, at), connective: said, body };
}

/** Where the clause a reason at `at` explains starts, or undefined when two clauses come before it. */
function explainedClauseStart(tokens: Token[], at: number): number | undefined {
  let start = 0;
  let part = 0;
  let clauseSeen = false;
  for (let index = 0; index < at; index++) {
    const post = tokens[index]?.post ?? '';
    if (/;/.test(post)) {
      start = index + 1;
      part = index + 1;
      clauseSeen = false;
    } else if (/[,:]/.test(post) || index === at - 1) {
      const hasVerb = tokens.slice(part, index + 1).some((token) => token.tags.has('Verb'));
      if (hasVerb && clauseSeen) return undefined;
      if (hasVerb) clauseSeen = true;
      else if (!clauseSeen) start = index + 1;
      part = index + 1;
    }
  }
  if (LINKING_WORDS.test(tokens[start]?.text ?? '')) start++;
  return start < at ? start : undefined;
}

/** Results are often negative: ", so that he could scarcely walk", ", so that no one could come …". */
const NEGATIVE = /^(?:not|no|never|scarcely|hardly|nobody|nothing|none)$|n't$/i;

/**
 * ", so that he could repeat it to the Emperor" gives a purpose (a modal, nothing negative); after
 * a comma ", so that the milk spurted down" or ", so that he could scarcely walk" is a result.
 */
function isPurpose(tokens: Token[], from: number): boolean {
  const words = tokens.slice(from, clauseEnd(tokens, from));
  return (
    words.some((token) => PURPOSE_MODALS.test(token.text)) &&
    !words.some((token) => NEGATIVE.test(token.text))
  );
}

/** "Because it was raining, they stayed inside." */
function leadingReason(tokens: Token[], connective: string[]) {
  const bodyEnd = clauseEnd(tokens, connective.length);
  if (!/,/.test(tokens[bodyEnd - 1]?.post ?? '')) return undefined;
  const body = bodyOf(tokens, connective.length, bodyEnd, connective);
  const main = tokens.slice(bodyEnd, clauseEnd(tokens, bodyEnd + 1));
  return body && { main, connective: connective.join(' ').toLowerCase(), body };
}

/** The reason's words when they make a clause (or, after "in order to", a verb phrase). */
function bodyOf(tokens: Token[], from: number, to: number, connective: string[]): string | undefined {
  const words = tokens.slice(from, to);
  if (words.length < MIN_BODY || words.length > MAX_BODY) return undefined;
  const verbFirst = connective.at(-1) === 'to';
  if (verbFirst ? !words[0]?.tags.has('Verb') : !words.slice(1).some((token) => token.tags.has('Verb')))
    return undefined;
  // "so that he could see" is a purpose; "caught them so that they danced" a result, no reason.
  if (connective[0] === 'so' && !words.some((token) => PURPOSE_MODALS.test(token.text))) return undefined;
  const text = spanText(tokens, from, to);
  return /^[\p{L}\p{N} ,'’-]+$/u.test(text) ? text : undefined;
}
