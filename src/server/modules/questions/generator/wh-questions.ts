import { BODY_PART } from './characters.ts';
import { namesSomeone } from './generic-terms.ts';
import { type KeyTerm, spanText } from './key-terms.ts';
import type { QuestionDraft } from './question-draft.ts';
import type { Token } from './section-analysis.ts';
import {
  clauseEnd,
  cutsPhrase,
  findSubjectAndVerb,
  joinWords,
  type SubjectOptions,
} from './sentence-parts.ts';
import type { RankedSentence } from './sentence-ranking.ts';
import { isStopword } from './text-words.ts';

type Draft = QuestionDraft;

/**
 * Who/Where/How many/What did questions a tagged sentence supports, most specific first. An opening
 * phrase set off by a comma ("One windy morning, …") is left out, so the question starts at the subject.
 */
export function whQuestions(ranked: RankedSentence): Draft[] {
  return whQuestionsWith(ranked, {});
}

/** The same, with a poem's speaker ("I", "we") a subject too: "Where did we stop?" */
export function speakersWhQuestions(ranked: RankedSentence): Draft[] {
  return whQuestionsWith(ranked, { firstPerson: true });
}

function whQuestionsWith({ sentence, terms }: RankedSentence, options: SubjectOptions): Draft[] {
  // "MIME media type name:" labels what follows; it says nothing that happens.
  if (/:\s*$/.test(sentence.tokens.at(-1)?.post ?? '')) return [];
  const opening = openingPhraseEnd(sentence.tokens);
  const tokens = sentence.tokens.slice(opening);
  const drafts: (Draft | undefined)[] = [];
  for (const sentenceTerm of terms) {
    if (sentenceTerm.start < opening) continue;
    const term = { ...sentenceTerm, start: sentenceTerm.start - opening, end: sentenceTerm.end - opening };
    if (term.kind === 'person' || term.kind === 'name') drafts.push(whoQuestion(tokens, term));
    if (term.kind === 'number') drafts.push(howManyQuestion(tokens, term, options));
    if (term.kind === 'place') drafts.push(whereQuestion(tokens, term, options));
    if (term.kind === 'thing') drafts.push(whatDidQuestion(tokens, term, options));
  }
  return drafts.filter(
    (draft): draft is Draft =>
      draft !== undefined && !/["“”«»]/.test(draft.content) && draft.content.split(' ').length <= MAX_WORDS,
  );
}

/** A question a child reads in one go; longer ones become fill-in-the-blank instead. */
const MAX_WORDS = 22;

const OPENING_TAGS = ['Preposition', 'Adverb', 'Determiner', 'Conjunction', 'Value', 'Adjective'];

/** Where an opening time or place phrase ends ("That evening," "In the morning,"); 0 when there is none. */
function openingPhraseEnd(tokens: Token[]): number {
  if (!OPENING_TAGS.some((tag) => tokens[0]?.tags.has(tag))) return 0;
  const comma = tokens.slice(0, 8).findIndex((token) => /^,\s*$/.test(token.post));
  if (comma < 0 || tokens.slice(0, comma + 1).some((token) => token.tags.has('Person'))) return 0;
  return tokens.length - comma > 4 ? comma + 1 : 0;
}

/**
 * "Alice followed the rabbit." → "Who followed the rabbit?" A name the tagger could not place as a
 * person ("Fairyfoot") counts when a past-tense verb follows it, as in storytelling.
 */
function whoQuestion(tokens: Token[], term: KeyTerm): Draft | undefined {
  const verb = tokens[term.end];
  if (term.start !== 0 || !verb?.tags.has('Verb') || tokens.length - term.end < 2) return undefined;
  if (!namesSomeone(spanText(tokens, term.start, term.end))) return undefined;
  // "Marie, hold on tight." speaks to Marie: it does not say what she did.
  if (/,/.test(tokens[term.end - 1]?.post ?? '')) return undefined;
  if (term.kind === 'name' && !verb.tags.has('PastTense')) return undefined;
  // "Publication Resources referenced from …": a person is one, and no organisation or place.
  if (tokens.slice(term.start, term.end).some((token) => NOT_A_PERSON.some((tag) => token.tags.has(tag))))
    return undefined;
  const end = wholeClauseEnd(tokens, term.end + 1);
  if (end === undefined) return undefined;
  // Asking "Who" makes the answer a person: its wrong answers should be people too.
  return {
    type: 'who',
    content: `Who ${spanText(tokens, term.end, end)}?`,
    answer: { ...term, kind: 'person' },
  };
}

const NOT_A_PERSON = ['Plural', 'Organization', 'Place'];

const SUBORDINATORS = /^(if|that|because|although|though|unless|whether|while|when|as)$/i;

/**
 * The end of the clause going on at `from`, or undefined when cutting there would leave a sentence
 * hanging in a subordinate clause ("Who was afraid that if he looked any longer at the sword?").
 */
function wholeClauseEnd(tokens: Token[], from: number): number | undefined {
  const end = clauseEnd(tokens, from);
  if (end === tokens.length) return end;
  // "How many servants carried the Fir Tree into a large | , beautiful saloon?"
  if (cutsPhrase(tokens, end)) return undefined;
  return tokens.slice(from, end).some((token) => SUBORDINATORS.test(token.text)) ? undefined : end;
}

const NOT_COUNTABLE = ['Year', 'Date', 'Money', 'Percent', 'Fraction', 'Ordinal'];

/** "Sam ate seven apples." → "How many apples did Sam eat?" */
function howManyQuestion(tokens: Token[], term: KeyTerm, options: SubjectOptions): Draft | undefined {
  if (/^(one|a|1)$/i.test(term.text) || NOT_COUNTABLE.some((tag) => tokens[term.start]?.tags.has(tag)))
    return undefined;
  // "the EPUB 3 Core Media Types": a number after a name is part of the name, not a count.
  if (tokens[term.start - 1]?.tags.has('Noun')) return undefined;
  const nounEnd = countedNounEnd(tokens, term.end);
  if (nounEnd === undefined) return undefined;
  const counted = spanText(tokens, term.end, nounEnd);
  const answer = { ...term, text: term.text.toLowerCase() };
  if (term.start === 0) {
    const end = wholeClauseEnd(tokens, nounEnd + 1);
    if (end === undefined || !tokens.slice(nounEnd, end).some((token) => token.tags.has('Verb')))
      return undefined;
    const content = `How many ${spanText(tokens, term.end, end)}?`;
    return showsNumber(content, answer.text) ? undefined : { type: 'how-many', content, answer };
  }
  const parts = findSubjectAndVerb(tokens, options);
  if (!parts || parts.verbIndex >= term.start || !sameClause(tokens, parts.verbIndex, term.start))
    return undefined;
  const between = indirectObject(tokens, parts.verbIndex + 1, term.start);
  if (between === undefined) return undefined;
  const rest = spanText(tokens, nounEnd, clauseEnd(tokens, nounEnd));
  const content = `How many ${joinWords(counted, parts.auxiliary, parts.subject, parts.infinitive, between, rest)}?`;
  // "How many boxes did he have made for the three classes …?" shows its own answer.
  if (showsNumber(content, answer.text)) return undefined;
  return { type: 'how-many', content, answer };
}

function showsNumber(question: string, number: string): boolean {
  return question
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .includes(number.toLowerCase());
}

/**
 * Where the noun the number counts ends: an adjective, then nouns up to a plural one that ends the
 * phrase ("two media element children" counts children: asking "How many media …" would leave
 * "element children" stranded in the question). Undefined when no plural noun ends it.
 */
function countedNounEnd(tokens: Token[], from: number): number | undefined {
  let end = from;
  if (tokens[end]?.tags.has('Adjective')) end++;
  const isNoun = (token: Token | undefined) => token?.tags.has('Noun') && !token.tags.has('Pronoun');
  while (isNoun(tokens[end]) && isNoun(tokens[end + 1]) && !/[,;:]/.test(tokens[end]?.post ?? '')) end++;
  if (!tokens[end]?.tags.has('Plural')) return undefined;
  // "two key pieces | of information": the phrase goes on, and the question would split it.
  return tokens[end + 1]?.text.toLowerCase() === 'of' ? undefined : end + 1;
}

/**
 * The words between a verb and a counted object, without the object's own determiner: "gave the dog
 * [the] three bones" → "the dog"; undefined when they end in a preposition ("each of the three").
 */
function indirectObject(tokens: Token[], from: number, to: number): string | undefined {
  let end = to;
  while (end > from && tokens[end - 1]?.tags.has('Determiner')) end--;
  const last = tokens[end - 1];
  if (end > from && (last?.tags.has('Preposition') || last?.text.toLowerCase() === 'of')) return undefined;
  return spanText(tokens, from, end);
}

/** No comma, semicolon, "and" or "but" between two words: the verb really governs the term. */
function sameClause(tokens: Token[], from: number, to: number): boolean {
  if (to - from > 5 || clauseEnd(tokens, from + 1) < to) return false;
  return !tokens.slice(from + 1, to).some((token) => /^(and|but|or)$/i.test(token.text));
}

const WHERE_PREPOSITIONS = new Set(['in', 'at', 'to', 'into', 'near', 'inside']);

/** "The family moved to London." → "Where did the family move?" */
function whereQuestion(tokens: Token[], term: KeyTerm, options: SubjectOptions): Draft | undefined {
  const preposition = tokens[term.start - 1];
  if (!preposition || !WHERE_PREPOSITIONS.has(preposition.text.toLowerCase())) return undefined;
  const parts = findSubjectAndVerb(tokens, options);
  if (!parts || parts.verbIndex >= term.start - 1 || !sameClause(tokens, parts.verbIndex, term.start))
    return undefined;
  const between = spanText(tokens, parts.verbIndex + 1, term.start - 1);
  return {
    type: 'where',
    content: `Where ${joinWords(parts.auxiliary, parts.subject, parts.infinitive, between)}?`,
    answer: term,
  };
}

/** Words that may stand between a verb and its object: "the", "her", "shiny" — not "under" or "into". */
function modifiesObject(token: Token): boolean {
  const { tags } = token;
  return (
    tags.has('Determiner') || tags.has('Possessive') || (tags.has('Adjective') && !isStopword(token.text))
  );
}

/**
 * Whether a noun phrase can end before `index`: not before "of", another noun ("the media | type"),
 * "and"/"or" ("turned round | and round", "deviations | and/or constraints"), where the answer
 * would be half a phrase, or a determiner ("whistled round | the Duckling": no noun at all).
 */
function endsNounPhrase(tokens: Token[], index: number): boolean {
  const next = tokens[index];
  if (!next) return true;
  if (/^(?:of|and|or|nor)$/i.test(next.text) || next.tags.has('Determiner')) return false;
  return !next.tags.has('Noun') || next.tags.has('Pronoun');
}

/**
 * "He nodded his head" is a gesture, not something done to a thing: "What did he nod?" asks a verb
 * that takes no object, and "head" is no answer a reader has to find.
 */
function isOwnBodyPart(modifiers: Token[], term: KeyTerm): boolean {
  return modifiers.some((token) => token.tags.has('Possessive')) && BODY_PART.test(term.text);
}

/** "this section", "these tables", "the following example": a subject that points at the text itself ("this old dog" does not). */
const POINTS_AT_THE_DOCUMENT =
  /^(?:this|these|the following)\s+(?:section|specification|document|appendix|chapter|examples?|tables?|figures?)\b/i;

/** "as big as towers": a comparison ("as soon as" tells a time, "as the first file" a role). */
function comparesWithAs(tokens: Token[], at: number): boolean {
  const [as, word, again] = tokens.slice(at, at + 3);
  const describes = word?.tags.has('Adjective') && !word.tags.has('Adverb');
  return /^as$/i.test(as?.text ?? '') && !!describes && /^as$/i.test(again?.text ?? '');
}

/** "Mia found a shiny key under the mat." → "What did Mia find under the mat?" */
function whatDidQuestion(tokens: Token[], term: KeyTerm, options: SubjectOptions): Draft | undefined {
  const parts = findSubjectAndVerb(tokens, options);
  if (!parts || term.start <= parts.verbIndex || !sameClause(tokens, parts.verbIndex, term.start))
    return undefined;
  // "What did Fairyfoot do?" asks about nothing in the text, "What does it have?" about nothing named.
  if (parts.infinitive === 'do' || parts.subject === 'it') return undefined;
  // "What does this section define …?", "What does the following example show …?": the document
  // speaking of itself, not what it says.
  if (POINTS_AT_THE_DOCUMENT.test(parts.subject)) return undefined;
  const modifiers = tokens.slice(parts.verbIndex + 1, term.start);
  // "observed that this vapor … caused": the term is the subject of a clause, not the object.
  if (modifiers.some((token) => /^(?:that|which|what)$/i.test(token.text))) return undefined;
  if (!modifiers.every(modifiesObject) || !endsNounPhrase(tokens, term.end)) return undefined;
  if (isOwnBodyPart(modifiers, term)) return undefined;
  // "left the room melancholy enough", "had eyes as big as towers": what follows describes the
  // doer or the thing ("What did Gluck leave? → room melancholy"), it is no place or time to ask with.
  if (/^enough$/i.test(tokens[term.end]?.text ?? '') || comparesWithAs(tokens, term.end)) return undefined;
  const restEnd = clauseEnd(tokens, term.end);
  // A lone word left over ("scattered gold right [and left]") reads as a mistake: leave it out.
  const rest = restEnd - term.end > 1 ? spanText(tokens, term.end, restEnd) : '';
  return {
    type: 'what-did',
    content: `What ${joinWords(parts.auxiliary, parts.subject, parts.infinitive, rest)}?`,
    answer: term,
  };
}
