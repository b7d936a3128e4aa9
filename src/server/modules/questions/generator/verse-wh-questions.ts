import type { GeneratedQuestion } from '#contract/questions.ts';
import type { SectionParagraph } from '#server/adapters/ai/question-generator.ts';
import { findKeyTerms, type KeyTerm, spanText } from './key-terms.ts';
import { justAfterLeavingOut } from './poem-line-question.ts';
import type { QuestionDraft } from './question-draft.ts';
import type { Sentence, Token } from './section-analysis.ts';
import {
  clauseEnd,
  findSubjectAndVerb,
  joinWords,
  type SubjectAndVerb,
  thirdPersonOf,
} from './sentence-parts.ts';
import { verseClauses } from './verse-clauses.ts';
import { speakersWhQuestions } from './wh-questions.ts';
import { baseForms } from './wordnet/base-forms.ts';
import { nounKind } from './wordnet/wordnet-dictionary.ts';

/**
 * Who/what/where questions on the clauses of a poem (`verseClauses`), its speaker ("I", "we") a
 * subject too: "Summer surprised us," → "What surprised us?" → Summer; "we stopped in the
 * colonnade," → "Where did we stop?" → the colonnade. `ask` gives a draft its choices, with the
 * clause's whole line as the evidence.
 */
export function verseWhQuestions(
  paragraphs: SectionParagraph[],
  nearbyParagraphs: readonly string[] | undefined,
  ask: (draft: QuestionDraft, line: Sentence) => GeneratedQuestion | undefined,
): GeneratedQuestion[] {
  const questions = verseClauses(paragraphs, nearbyParagraphs).flatMap(({ clause, line }) => {
    const terms = findKeyTerms(clause);
    const parts = findSubjectAndVerb(clause.tokens, { firstPerson: true });
    const drafts = [
      ...speakersWhQuestions({ sentence: clause, terms, score: 0, order: 0 }),
      ...(parts
        ? [whatDidItQuestion(clause.tokens, terms, parts), wherePhraseQuestion(clause.tokens, parts)]
        : []),
    ];
    return drafts.flatMap((draft) => (draft && ask(draft, line)) || []);
  });
  // A line question showing every line of the stanza would give these answers away: one that leaves
  // their lines out makes three kinds with two of them, from two lines. A single one would only take
  // the place of a line question, a blank or a word's meaning (docs/questions.md).
  const asked = new Set(questions.map((question) => question.evidence.sentence));
  if (asked.size < LINES_ASKED) return [];
  return [...questions, ...justAfterLeavingOut(paragraphs, nearbyParagraphs ?? [], asked)];
}

/** Lines of a stanza a wh-question must come from before the stanza is asked any. */
const LINES_ASKED = 2;

/**
 * "Footsteps shuffled on the stair." → "What shuffled on the stair?" → Footsteps: a thing that
 * does something (a person is a who-question's answer, a pronoun none at all).
 */
function whatDidItQuestion(
  tokens: Token[],
  terms: KeyTerm[],
  parts: SubjectAndVerb,
): QuestionDraft | undefined {
  const head = terms.find((term) => term.end === parts.subjectEnd && term.kind === 'thing');
  const verb = tokens[parts.verbIndex];
  if (!head || !verb || parts.verbIndex !== parts.subjectEnd || kindOf(tokens[head.end - 1]) === 'person')
    return undefined;
  // "The leaves fall on the lawn" → "What falls …?": after "What" the verb is singular.
  const plural = verb.tags.has('PresentTense') && !/[^s]s$/i.test(verb.text);
  const singular = plural ? thirdPersonOf(verb.text) : verb.text;
  if (!singular) return undefined;
  const end = clauseEnd(tokens, parts.verbIndex + 1);
  const said = spanText(tokens, parts.verbIndex, end).replace(verb.text, singular);
  return { type: 'what-did', content: `What ${said}?`, answer: head };
}

const PLACE_PREPOSITION = /^(?:in|at|into|on|onto|over|under|inside|across|along|through)$/i;

/**
 * "we stopped in the colonnade," → "Where did we stop?" → the colonnade: a preposition of place
 * right after the verb, then a noun phrase with its article whose noun is a place or a thing, ending
 * the clause ("in the glass, …" is asked; "in a handful of dust" goes on).
 */
function wherePhraseQuestion(tokens: Token[], parts: SubjectAndVerb): QuestionDraft | undefined {
  const at = parts.verbIndex + 1;
  if (!PLACE_PREPOSITION.test(tokens[at]?.text ?? '') || !tokens[at + 1]?.tags.has('Determiner'))
    return undefined;
  const end = clauseEnd(tokens, at + 1);
  const phrase = tokens.slice(at + 1, end);
  const head = phrase.at(-1);
  if (phrase.length > 4 || !head?.tags.has('Noun') || head.tags.has('Pronoun')) return undefined;
  if (!phrase.slice(1, -1).every((token) => token.tags.has('Adjective') || token.tags.has('Noun')))
    return undefined;
  const kind = kindOf(head);
  if (kind !== 'place' && kind !== 'thing' && !head.tags.has('Place')) return undefined;
  const text = spanText(tokens, at + 1, end);
  return {
    type: 'where',
    content: `Where ${joinWords(parts.auxiliary, parts.subject, parts.infinitive)}?`,
    answer: { kind: 'place', text, start: at + 1, end, plural: head.tags.has('Plural') },
  };
}

function kindOf(token: Token | undefined): string | undefined {
  if (!token) return undefined;
  return baseForms(token.text.toLowerCase(), 'noun')
    .map((form) => nounKind(form))
    .find((kind) => kind !== undefined);
}
