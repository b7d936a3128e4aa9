import type { SectionAnalysis, Token } from './section-analysis.ts';
import type { StoryEvent } from './story-events.ts';

/**
 * A text that explains rather than tells: nobody speaks in it, and most of its events are not in
 * the past ("Reading Systems must trim …", "The spine defines …"); with no events, more of its verbs
 * are in the present than in the past. Its sentences are long, cite sources and carry asides, so
 * its statements are read with those left out (docs/questions.md).
 */
export function isExpository(analysis: SectionAnalysis, events: Pick<StoryEvent, 'auxiliary'>[]): boolean {
  // "Mia is the best swimmer in Paris": people a text tells of make it a story's, in any tense.
  const people = [...analysis.knownNames.values()].some((tags) => tags.has('Person'));
  if (analysis.spoken.size > 0 || people) return false;
  if (events.length > 0) return !mostlyPast(events);
  const verbs = analysis.sentences.flatMap((sentence) =>
    sentence.tokens.filter(
      (token, index) =>
        token.tags.has('Verb') && !PASSIVE_HELPER.test(sentence.tokens[index - 1]?.text ?? ''),
    ),
  );
  const past = verbs.filter((token) => token.tags.has('PastTense')).length;
  return past <= verbs.filter((token) => token.tags.has('PresentTense')).length;
}

/**
 * A section where a named person speaks, or whose events are mostly in the past: a story's, which
 * reads nothing of the text around it for a main idea's wrong answers (only a text that explains
 * gives them, and reading it costs a tagging of every paragraph around). A specification's quoted
 * keywords ("MUST") are no one speaking.
 */
export function tellsAStory(analysis: SectionAnalysis, events: Pick<StoryEvent, 'auxiliary'>[]): boolean {
  const people = [...analysis.knownNames.values()].some((tags) => tags.has('Person'));
  if (people && analysis.spoken.size > 0) return true;
  return events.length > 0 && mostlyPast(events);
}

/** Whether half the events or more are told in the past ("did", "had", "was", "were"). */
function mostlyPast(events: Pick<StoryEvent, 'auxiliary'>[]): boolean {
  const told = events.filter((event) => /^(?:did|had|was|were)$/.test(event.auxiliary)).length;
  return told * 2 >= events.length;
}

/** "is defined", "were never driven": a participle after these says nothing of the tense. */
const PASSIVE_HELPER = /^(?:is|are|was|were|be|been|being|has|have|had|never|not)$/i;

/**
 * The sentence's words with citations and asides in brackets left out: "… defined in Restrictions
 * and Fallbacks [Publications30]." reads "… defined in Restrictions and Fallbacks.". The punctuation
 * after a left-out bracket moves to the word before it, so the clause still ends where it did.
 * Undefined when a bracket was the object ("a profile of [HTML5] for …" would read "of for").
 */
export function withoutAsides(tokens: Token[]): Token[] | undefined {
  const kept: Token[] = [];
  let depth = 0;
  for (const token of tokens) {
    const inside = depthAfter(depth, token.pre) > 0;
    depth = depthAfter(depthAfter(depth, token.pre), token.post);
    if (!inside) {
      kept.push({ ...token, post: token.post.replace(/\s*[([](?![)\]]).*$/s, ' ') });
      continue;
    }
    const previous = kept.at(-1);
    if (previous && ['Preposition', 'Determiner'].some((tag) => previous.tags.has(tag))) return undefined;
    if (previous && depth === 0) {
      const tail = token.post.replace(/^[^)\]]*[)\]]+/, '');
      if (tail.trim() !== '' || previous.post.trim() === '') previous.post = tail || ' ';
    }
  }
  return kept;
}

/**
 * How deep in brackets the words are after these marks, read in order. An empty pair glued to a
 * word is part of its name, no aside: "the getItem() method".
 */
function depthAfter(depth: number, marks: string): number {
  let after = depth;
  for (const mark of marks.replace(/\(\)|\[\]/g, '')) {
    if (mark === '(' || mark === '[') after++;
    else if (mark === ')' || mark === ']') after = Math.max(after - 1, 0);
  }
  return after;
}

/**
 * Sentence-opening links that only join the sentence to the one before ("In addition, multiple
 * instances …"): the statement after them holds on its own. Not "Otherwise," "In this case,"
 * "In general,": leaving those out would state more than the text does.
 */
const CONNECTIVE =
  /^(?:in addition|additionally|for example|for instance|however|therefore|thus|also|furthermore|moreover|as a result|consequently|similarly|likewise|note that|in particular|finally)$/i;

/** Where the statement starts: after an opening connective and its comma, else at 0. */
export function afterConnective(tokens: Token[]): number {
  const comma = tokens.slice(0, 3).findIndex((token) => /^,\s*$/.test(token.post));
  if (comma < 0) return 0;
  const opening = tokens
    .slice(0, comma + 1)
    .map((token) => token.text)
    .join(' ');
  return CONNECTIVE.test(opening) ? comma + 1 : 0;
}

/**
 * After a comma, a clause the statement can stop before and still say what the text says. Not
 * ", or" and ", but": "must be set to rtl, or omitted …" and "is optional, but required when …"
 * narrow what comes before them.
 */
const ASIDE_AFTER_COMMA = /^(?:and|so|while|whereas|which|such|including|e\.g|i\.e|although|though)$/i;
/** A restrictive clause or a condition follows: stopping there states more than the text does. */
const RESTRICTION = /^(?:that|which|who|where|when|if|unless|whose)$/i;

/**
 * Where an explaining sentence's first clause ends, and whether the words up to there say what
 * the text says (`whole`). A semicolon, colon or dash ends it, and a comma before a new clause
 * (", and …", ", which …", ", such as …"); any other comma (a list, an inserted phrase) ends it
 * short of whole. A clause over `maxWords` stops before a reason ("so that", "because") and stays
 * whole, or before a restrictive clause or a condition and is no longer whole. It is `plain` when it
 * stops before a clause, not inside a list or an inserted phrase: turned round, it is still a
 * sentence the text contradicts.
 */
export function expositoryClauseEnd(
  tokens: Token[],
  maxWords: number,
): { end: number; whole: boolean; plain: boolean } | undefined {
  let end = tokens.length;
  let whole = true;
  for (const [index, token] of tokens.entries()) {
    if (/[;:—–]/.test(token.post)) {
      end = index + 1;
      break;
    }
    if (/,/.test(token.post)) {
      end = index + 1;
      whole = ASIDE_AFTER_COMMA.test(tokens[index + 1]?.text ?? '');
      break;
    }
  }
  if (end <= maxWords) return { end, whole, plain: whole };
  for (let index = maxWords; index >= 4; index--) {
    if (keepsTruthBefore(tokens, index)) return { end: index, whole, plain: whole };
    // "so that" is a reason, not a restrictive "that".
    if (RESTRICTION.test(tokens[index]?.text ?? '') && !/^so$/i.test(tokens[index - 1]?.text ?? ''))
      return { end: index, whole: false, plain: whole };
  }
  return undefined;
}

/** Whether a reason, a purpose or a means starts at `index` ("so that", "because", "by defining"). */
function keepsTruthBefore(tokens: Token[], index: number): boolean {
  const word = tokens[index]?.text.toLowerCase() ?? '';
  const next = tokens[index + 1];
  if (word === 'so') return /^that$/i.test(next?.text ?? '');
  if (word === 'in') return /^order$/i.test(next?.text ?? '');
  if (word === 'by') return !!next?.tags.has('Gerund');
  return /^(?:because|since)$/.test(word);
}
