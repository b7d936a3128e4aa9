import { upperFirst } from './build-question.ts';
import { afterConnective, expositoryClauseEnd, isExpository, withoutAsides } from './expository-reading.ts';
import { spanText } from './key-terms.ts';
import { type SectionAnalysis, type Sentence, sentenceText, type Token } from './section-analysis.ts';
import { clauseEnd, cutsPhrase } from './sentence-parts.ts';
import type { StoryEvent } from './story-events.ts';

/**
 * A clause of the section as written: what a main-idea choice is made of. `whole` when it is the
 * sentence's whole main clause (no condition or object cut off), so it says what the text says;
 * `plain` when it stops before a clause (a condition, say), not inside a list: its opposite is
 * still contradicted by the text. Both are set in a text that explains only (`isExpository`).
 */
export type Statement = Pick<StoryEvent, 'text' | 'sentence' | 'order' | 'tokens'> & {
  whole?: boolean;
  plain?: boolean;
};

/** A statement whose subject and verb were found: it can be negated, asked about, reworded. */
export function isEvent(statement: Statement): statement is StoryEvent {
  return 'auxiliary' in statement;
}

const OPENS_ON = ['Conjunction', 'Preposition', 'QuestionWord', 'Adverb'];
/** A participle ("Accompanied by …", "Given their size, …") opens a phrase, not a clause. */
const OPENS_A_PHRASE = ['PastTense', 'Participle', 'Gerund'];
/** "Refer to …", "See …", "Note that …": a pointer to read elsewhere, not a statement. */
const POINTER = /^(?:refer|see|note|consult|please|read|use)$/i;
const MIN_WORDS = 4;
const MAX_WORDS = 16;
/** Explanations run longer: a plain statement of up to 18 words, once citations and asides are out. */
const MAX_EXPOSITORY_WORDS = 18;

/** "4. An Eastern Garden", "III. How the King Rode Away", "Chapter 2 …": a numbered title. */
const NUMBERED_TITLE = /^(?:(?:chapter|part|book)\s+)?(?:\d+|[IVXLCDM]+)[.):]\s/i;

/**
 * A heading, never a statement: a numbered title, or a line with no closing stop whose every long
 * word is capitalised ("The King Rode Away") — the tagger may still find a verb in it.
 */
export function isHeading(sentence: Sentence): boolean {
  const text = sentenceText(sentence);
  if (NUMBERED_TITLE.test(text)) return true;
  if (/[.!?;:…]["'’”)]*$/u.test(text)) return false;
  return (text.match(/\p{L}{4,}/gu) ?? []).every((word) => /^\p{Lu}/u.test(word));
}

/** Not after "the", "an Eastern" or "his": a verb there is a noun the tagger misread ("An Eastern Garden"). */
const BEFORE_A_NOUN = ['Determiner', 'Adjective', 'Possessive'];

/** Whether the clause has a verb that can be its own, not a noun the tagger took for one. */
function hasVerb(tokens: Token[]): boolean {
  return tokens.some(
    (token, index) =>
      token.tags.has('Verb') && !BEFORE_A_NOUN.some((tag) => tokens[index - 1]?.tags.has(tag)),
  );
}

/**
 * The section's events, then the first clause of every other sentence that reads as a choice
 * ("Characters are good or bad", "The tree loses its leaves in autumn"): a section that tells no
 * story in the past can still be mostly about something. Dialogue, markup and headings are left out.
 */
export function statements(analysis: SectionAnalysis, events: StoryEvent[]): Statement[] {
  if (!analysis.tagged) return [];
  const toldOrders = new Set(events.map((event) => event.order));
  const expository = isExpository(analysis, events);
  const others = analysis.sentences.flatMap((sentence, order) => {
    if (toldOrders.has(order) || analysis.spoken.has(order)) return [];
    const statement = expository ? expositoryStatement(sentence, order) : statementIn(sentence, order);
    return statement ? [statement] : [];
  });
  const told = events.filter((event) => !isHeading(event.sentence));
  return [
    ...(expository
      ? told
          .filter((event) => !opensList(event.tokens.at(-1)))
          .map(withWholeness)
          .filter(saysSomething)
      : told),
    ...others,
  ].filter((statement) => !NAMES_THE_DOCUMENT.test(statement.text));
}

/** "This section is informative": a section's status, which every reading takes for the document speaking. */
const SECTION_STATUS =
  'this (?:section|specification|chapter|appendix|document) is (?:informative|normative)';

/**
 * "This section is informative", "The following example shows …", "An example … might look like
 * this": a sentence about the document itself, true of any section of it, so no detail and no
 * main idea.
 */
const ABOUT_THE_DOCUMENT = new RegExp(
  String.raw`^(?:${SECTION_STATUS}|the following\b|an? example\b|examples?\b)|\blike this$`,
  'i',
);

/**
 * The same in any text, where the words name the document's parts: "The following example shows …"
 * ("The following morning the dog …" is a story's), "This section is informative".
 */
const NAMES_THE_DOCUMENT = new RegExp(
  String.raw`^(?:${SECTION_STATUS}|the following (?:examples?|tables?|sections?|figures?|list)\b)`,
  'i',
);

/**
 * Whether an explaining statement says something whole enough to be a choice: not a sentence about
 * the document, and not cut off just after its verb or at a number ("The page-spread-left property
 * indicates", "The metadata element may contain zero" — "or more …" was cut).
 */
function saysSomething(statement: Statement): boolean {
  if (ABOUT_THE_DOCUMENT.test(statement.text)) return false;
  if (statement.whole) return true;
  const last = statement.tokens.at(-1);
  const cutAfterVerb = last?.tags.has('PresentTense') && !last.tags.has('Participle');
  return !last?.tags.has('Value') && !cutAfterVerb;
}

/** "Some specific enhancements include:": the list it opens is left out, so it says nothing. */
function opensList(last: Token | undefined): boolean {
  return !!last && /:/.test(last.post) && last.tags.has('Verb');
}

/**
 * An explaining text's event marked `whole` when it is its sentence's whole clause: nothing opens
 * it ("If a Reading System …, it must …") and nothing follows it.
 */
function withWholeness(event: StoryEvent): StoryEvent & Statement {
  const whole = event.opening.length === 0 && event.tokens.at(-1) === event.sentence.tokens.at(-1);
  return { ...event, whole, plain: whole };
}

/** The sentence's first clause as a statement, or undefined when it reads as none. */
function statementIn(
  sentence: Sentence,
  order: number,
  tokens = sentence.tokens,
  maxWords = MAX_WORDS,
  clauseEndsAt = clauseEnd(tokens, 1),
): Statement | undefined {
  // "And now they …", "If a Reading System …", "At last he …" lean on another sentence.
  if (OPENS_ON.some((tag) => tokens[0]?.tags.has(tag))) return undefined;
  // "Accompanied by his friends", "Like many great writers whose …", "Am I a dunce?": a phrase or a
  // question, not a statement written like the others ("Age determination …" may be tagged a verb).
  // "Reading Systems must …": two capitalised words open on a name, not a phrase.
  const name = [tokens[0], tokens[1]].every((token) => /^\p{Lu}/u.test(token?.text ?? ''));
  if (
    (OPENS_A_PHRASE.some((tag) => tokens[0]?.tags.has(tag)) && !name) ||
    /^(?:like|unlike|as)$/i.test(tokens[0]?.text ?? '')
  )
    return undefined;
  if (/\?/.test(tokens.at(-1)?.post ?? '')) return undefined;
  const end = clauseEndsAt;
  const text = spanText(tokens, 0, end);
  // "the getItem() method": an empty bracket pair is part of a name.
  const plainWords = /^[\p{L}\p{N} ,.'’-]+$/u.test(text.replaceAll('()', ''));
  if (end < MIN_WORDS || end > maxWords || !plainWords) return undefined;
  if (cutsPhrase(tokens, end)) return undefined;
  if (!hasVerb(tokens.slice(0, end)) || isHeading(sentence)) return undefined;
  return { text: upperFirst(text), sentence, order, tokens: tokens.slice(0, end) };
}

/**
 * A statement of a text that explains: read after an opening connective ("In addition,") and without
 * its citations and asides ("[Publications30]", "(as described in …)"), up to 18 words. The
 * evidence stays the sentence as written.
 */
function expositoryStatement(sentence: Sentence, order: number): Statement | undefined {
  const tokens = withoutAsides(sentence.tokens.slice(afterConnective(sentence.tokens)));
  const first = tokens?.[0];
  // "Refer to CSS …", "It is meant …": a pointer or a pronoun says nothing on its own.
  // ("Reading Systems must …" opens on a name the tagger calls a gerund.)
  if (!tokens || !first || first.tags.has('Pronoun') || POINTER.test(first.text)) return undefined;
  if (/\?/.test(tokens.at(-1)?.post ?? '')) return undefined;
  const clause = expositoryClauseEnd(tokens, MAX_EXPOSITORY_WORDS);
  if (!clause) return undefined;
  const last = tokens[clause.end - 1];
  // "… is specified in [OCF3]": the citation was the object.
  if (['Preposition', 'Determiner', 'Conjunction'].some((tag) => last?.tags.has(tag))) return undefined;
  const statement = statementIn(sentence, order, tokens, MAX_EXPOSITORY_WORDS, clause.end);
  // A verb written with a capital is part of a name ("EPUB Content Documents 3.0"), and a gerund
  // leaves a heading ("Better control over line breaking").
  const verb = (token: Token) =>
    token.tags.has('Verb') && !token.tags.has('Gerund') && /^\p{Ll}/u.test(token.text);
  if (!statement?.tokens.some(verb)) return undefined;
  if (last && opensList(last)) return undefined;
  const read = { ...statement, whole: clause.whole, plain: clause.plain };
  return saysSomething(read) ? read : undefined;
}
