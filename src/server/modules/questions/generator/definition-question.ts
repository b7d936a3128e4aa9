import type { GeneratedQuestion } from '#contract/questions.ts';
import { normalizeChoiceText } from '#contract/questions.ts';
import { buildQuestion, textSays, upperFirst } from './build-question.ts';
import { spanText } from './key-terms.ts';
import type { SectionAnalysis, Sentence, Token } from './section-analysis.ts';
import { clauseEnd, cutsPhrase } from './sentence-parts.ts';

/** A phrase long enough to say what a thing is, short enough to read as one choice. */
const MIN_WORDS = 4;
const MAX_WORDS = 12;
/** "The package element", "A property value", "EPUB": what is defined is a short noun phrase. */
const MAX_SUBJECT_WORDS = 4;

const ARTICLE = /^(?:a|an|the)$/i;
/** Words that open a copula sentence without naming what it defines ("It is a…", "Below is a…"). */
const NOT_DEFINED =
  /^(?:it|this|that|these|those|there|here|below|above|following|key|one|he|she|they|we|you|i|what|which|who)$/i;
/** A relative clause or a list starts after the phrase that says what the thing is. */
const PHRASE_END = /^(?:that|which|who|whose|where|when|while|whether|if)$/i;
const PLAIN = /^[\p{L}\p{N} ,.'’-]+$/u;

interface Definition {
  /** What is defined, as the question names it: "the package element". */
  term: string;
  /** What it is, as written: "the root element of the Package Document". */
  meaning: string;
  subject: Token[];
  /** "is" or "are". */
  verb: string;
  sentence: Sentence;
}

/**
 * "What is the package element?" from a sentence that says what something is ("The package element
 * is the root element of the Package Document"), with noun phrases of the section's other sentences
 * as the wrong answers: technical text, which tells few stories, says what its terms are.
 */
export function definitionQuestions(analysis: SectionAnalysis): GeneratedQuestion[] {
  if (!analysis.tagged) return [];
  const definitions = analysis.sentences.flatMap((sentence) => definitionIn(sentence) ?? []);
  return definitions.flatMap((definition) => {
    const distractors = otherPhrases(analysis, definition, definitions);
    if (distractors.length < 3) return [];
    const person =
      /^(?:Mr|Mrs|Ms|Dr)\b/.test(definition.term) || definition.subject.some((t) => t.tags.has('Person'));
    return [
      buildQuestion(
        person ? 'who' : 'what',
        `${person ? 'Who' : 'What'} ${definition.verb} ${definition.term}?`,
        upperFirst(definition.meaning),
        distractors.map(upperFirst),
        definition.sentence,
        textSays(definition.sentence),
      ),
    ];
  });
}

/** The definition a sentence of the form "X is a/an/the Y" gives, if it is one. */
function definitionIn(sentence: Sentence): Definition | undefined {
  const { tokens } = sentence;
  const copula = tokens.findIndex((token, index) => index > 0 && /^(?:is|are|was|were)$/i.test(token.text));
  if (copula < 1 || copula > MAX_SUBJECT_WORDS) return undefined;
  const subject = tokens.slice(0, copula);
  if (!isNamedThing(subject) || !ARTICLE.test(tokens[copula + 1]?.text ?? '')) return undefined;
  // "a plant form" says too little alone: then its relative clause is part of the answer.
  const phrase = phraseEnd(tokens, copula + 1);
  const end = phrase - copula - 1 < MIN_WORDS ? clauseEnd(tokens, copula + 2) : phrase;
  const meaning = spanText(tokens, copula + 1, end);
  if (!isPhrase(tokens, copula + 1, end, end !== phrase)) return undefined;
  const first = subject[0] as Token;
  const term = spanText(tokens, 0, copula);
  // "The logic of it is the logic of childhood": the answer would repeat the question.
  const head = normalizeChoiceText(subject.at(-1)?.text ?? '');
  if (normalizeChoiceText(meaning).split(' ').includes(head)) return undefined;
  return {
    term: ARTICLE.test(first.text) ? term.charAt(0).toLowerCase() + term.slice(1) : term,
    meaning,
    subject,
    verb: (tokens[copula] as Token).text.toLowerCase(),
    sentence,
  };
}

/** "The package element", "EPUB", "A tree": nouns and adjectives after an optional article. */
function isNamedThing(subject: Token[]): boolean {
  const [first] = subject;
  if (!first || NOT_DEFINED.test(first.text) || first.tags.has('Pronoun')) return false;
  if (!/^[\p{L}\p{N} .'’-]+$/u.test(spanText(subject, 0, subject.length))) return false;
  const words = ARTICLE.test(first.text) ? subject.slice(1) : subject;
  return (
    words.length > 0 &&
    words.every((token) => token.tags.has('Noun') || token.tags.has('Adjective')) &&
    !words.some((token) => token.tags.has('Pronoun')) &&
    (words.at(-1)?.tags.has('Noun') ?? false)
  );
}

/** Where the noun phrase that starts at `from` ends: at the clause's end or a relative clause. */
function phraseEnd(tokens: Token[], from: number): number {
  const end = clauseEnd(tokens, from + 1);
  const relative = tokens.findIndex(
    (token, index) => index > from && index < end && PHRASE_END.test(token.text),
  );
  return relative > 0 ? relative : end;
}

/**
 * A whole noun phrase of 4–12 plain words: no cut-off "of the", no brackets or markup; with a verb
 * only in its relative clause (`relative`).
 */
function isPhrase(tokens: Token[], from: number, end: number, relative = false): boolean {
  const words = end - from;
  if (words < MIN_WORDS || words > MAX_WORDS || cutsPhrase(tokens, end)) return false;
  if (!PLAIN.test(spanText(tokens, from, end))) return false;
  const phrase = tokens.slice(from, end);
  // A phrase with a verb of its own ("a Reading System must ignore") is a clause, not a thing.
  const relativeAt = relative ? phrase.findIndex((token) => PHRASE_END.test(token.text)) : -1;
  const own = relativeAt > 0 ? phrase.slice(0, relativeAt) : phrase;
  // "A set of reserved", "The resulting IRI normally": a phrase ends on its noun.
  if (!relative && !phrase.at(-1)?.tags.has('Noun')) return false;
  return own.some((token) => token.tags.has('Noun')) && !own.some(isFiniteVerb);
}

function isFiniteVerb(token: Token): boolean {
  return (
    (token.tags.has('Verb') || token.tags.has('Modal') || token.tags.has('Copula')) &&
    !token.tags.has('Noun') &&
    !token.tags.has('Adjective') &&
    !token.tags.has('Participle') &&
    !token.tags.has('Gerund')
  );
}

/**
 * Three wrong answers of the same form: what the section's other definitions say first, then other
 * article-led noun phrases of its sentences — none that names the defined term or shares a phrase
 * with the answer.
 */
function otherPhrases(analysis: SectionAnalysis, definition: Definition, all: Definition[]): string[] {
  const answer = normalizeChoiceText(definition.meaning);
  const head = normalizeChoiceText(definition.term).split(' ').at(-1) ?? '';
  const candidates = [
    ...all.filter((other) => other !== definition).map((other) => other.meaning),
    ...analysis.sentences.flatMap(articlePhrases),
  ];
  const chosen: string[] = [];
  for (const candidate of candidates) {
    const key = normalizeChoiceText(candidate);
    if (key.includes(answer) || answer.includes(key) || key.split(' ').includes(head)) continue;
    if (chosen.some((other) => normalizeChoiceText(other) === key)) continue;
    chosen.push(candidate);
    if (chosen.length === 3) break;
  }
  return chosen;
}

/** Every noun phrase of the sentence that starts with an article and reads as a choice. */
function articlePhrases(sentence: Sentence): string[] {
  const { tokens } = sentence;
  const phrases: string[] = [];
  for (let index = 0; index < tokens.length; index++) {
    if (!ARTICLE.test(tokens[index]?.text ?? '')) continue;
    let end = phraseEnd(tokens, index);
    const verb = tokens.findIndex((token, at) => at > index && at < end && isFiniteVerb(token));
    if (verb > 0) end = verb;
    if (isPhrase(tokens, index, end)) {
      phrases.push(spanText(tokens, index, end));
      index = end - 1;
    }
  }
  return phrases;
}
