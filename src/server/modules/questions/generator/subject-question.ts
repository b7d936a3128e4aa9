import type { GeneratedQuestion } from '#contract/questions.ts';
import { normalizeChoiceText } from '#contract/questions.ts';
import { buildQuestion, textSays, upperFirst } from './build-question.ts';
import { entryHeadings } from './entry-headings.ts';
import { spanText } from './key-terms.ts';
import { capitalisedTerms, markupInExamples } from './markup-examples.ts';
import type { SectionAnalysis, Sentence, Token } from './section-analysis.ts';
import { clauseEnd, cutsPhrase, joinWords, thirdPersonOf } from './sentence-parts.ts';
import { isStopword } from './text-words.ts';
import { baseForms } from './wordnet/base-forms.ts';
import { lookUp, type NounKind, nounKind } from './wordnet/wordnet-dictionary.ts';

/** What a rule asks of: "must", "should", "may", "can", "shall" — not "will" or "would", which tell. */
const RULE_MODALS = /^(?:must|should|may|can|shall)$/i;
/** A rule needs a verb and something it applies to: "must trim all leading whitespace". */
const MIN_STEM_WORDS = 4;
const MAX_STEM_WORDS = 18;
/** "This property", "Such a resource": the subject points back to a sentence the reader must know. */
const POINTS_BACK =
  /^(?:this|that|these|those|such|it|its|they|their|he|she|his|her|we|you|one|no|some|both|other)\b/i;
/** A subject's words: "Reading" in "Reading Systems" is a capitalised word of a name, not a verb. */
const SUBJECT_TAGS = ['Noun', 'Adjective', 'Determiner', 'ProperNoun', 'Acronym'];
/** A subject is a short noun phrase: "The Package Document", "Every metadata section". */
const MAX_SUBJECT_WORDS = 4;
const NOT_OPENING = ['Conjunction', 'Preposition'];
/** Words, commas and stops; a colon only inside a markup name ("the xml:lang attribute"). */
const PLAIN_STEM = /^(?:[\p{L}\p{N} ,.'’-]|(?<=\p{L}):(?=\p{L}))+$/u;

interface Rule {
  /** Who or what the rule is for, as written: "Reading Systems", "The Package Document". */
  subject: string;
  /** "must trim all leading and trailing whitespace from the element value". */
  predicate: string;
  /** The verb the modal governs ("trim"): two subjects of the same verb may both be right. */
  verb: string;
  person: boolean;
  sentence: Sentence;
}

/**
 * "What must trim all leading and trailing whitespace?" → "Reading Systems", from a rule an
 * expository text states with a modal ("Reading Systems must trim all leading and trailing
 * whitespace"). The modal does not agree with its subject, so "What must …?" reads right for one
 * thing or many. Wrong answers are the other subjects of the section's sentences — noun phrases
 * that do something there too — then the terms it and the text around it write with capitals;
 * never one the section gives the same verb.
 */
export function subjectQuestions(
  analysis: SectionAnalysis,
  paragraphTexts: string[],
  nearbyParagraphs: string[] = [],
): GeneratedQuestion[] {
  if (!analysis.tagged) return [];
  const rules = analysis.sentences.flatMap((sentence) => ruleIn(sentence) ?? []);
  if (rules.length === 0) return [];
  const subjects = [
    ...analysis.sentences.flatMap((sentence) => subjectIn(sentence) ?? []),
    ...namedTerms([...paragraphTexts, ...nearbyParagraphs]),
    ...markupNames([...paragraphTexts, ...nearbyParagraphs]),
  ];
  const headings = entryHeadings([...paragraphTexts, ...nearbyParagraphs]);
  return rules.flatMap((rule) => {
    const distractors = otherSubjects(rule, withSiblingEntries(rule, subjects, headings));
    if (distractors.length < 3) return [];
    const content = `${rule.person ? 'Who' : 'What'} ${rule.predicate}?`;
    return [
      buildQuestion(
        rule.person ? 'who' : 'what',
        content,
        rule.subject,
        distractors,
        rule.sentence,
        textSays(rule.sentence),
      ),
    ];
  });
}

/**
 * The rule or fact a sentence "Subject must/should/may verb …", "Subject verbs …" or "Subject is
 * defined …" states, when its subject names something and it is no line of dialogue.
 */
function ruleIn(sentence: Sentence): Rule | undefined {
  const { tokens } = sentence;
  if (tokens.some((token) => /["“”]/.test(token.pre + token.post))) return undefined;
  const at = tokens.findIndex(
    (token, index) => index > 0 && isVerbAt(token) && !joinedToWordBefore(tokens, index),
  );
  if (at < 1 || wordsIn(tokens.slice(0, at)) > MAX_SUBJECT_WORDS) return undefined;
  const subject = namedSubject(withoutCitation(tokens.slice(0, at)));
  const opening = subject && predicateOpening(tokens, at, subject);
  if (!subject || !opening) return undefined;
  const end = predicateEnd(tokens, opening.verbIndex + 1);
  if (end === undefined) return undefined;
  const rest = withoutCitations(tokens.slice(opening.verbIndex + 1, end));
  if (pointsElsewhere(rest)) return undefined;
  const predicate = joinWords(opening.words, spanText(rest, 0, rest.length)).replace(/[,;:.]+$/, '');
  const words = predicate.split(' ').length;
  if (words < MIN_STEM_WORDS || words > MAX_STEM_WORDS || !PLAIN_STEM.test(predicate)) return undefined;
  // "Reading Systems must support Reading System features": the stem would name the answer. A
  // markup name is told by its name, not its kind: every choice is "The … property" (otherSubjects).
  if (!markupNameOf(subject.text) && stemNames(predicate, subject.head)) return undefined;
  const verb = (tokens[opening.verbIndex] as Token).text.toLowerCase();
  return { subject: subject.text, predicate, verb, person: subject.person, sentence };
}

/** A verb, not a capitalised word of a name ("Reading Systems"). */
function isVerbAt(token: Token): boolean {
  // "The fallback attribute's IDREF value must …": a possessive owns what follows; it is no verb.
  if (/['’]s?$/i.test(token.text) || /^['’]/.test(token.post)) return false;
  return (token.tags.has('Verb') || RULE_MODALS.test(token.text)) && !/^\p{Lu}/u.test(token.text);
}

const PASSIVE_HELPER = /^(?:is|are)$/i;

/**
 * How the question goes on after "What": the modal and its verb ("must not fail"), the passive
 * ("is defined"), or the present verb in the form "What" takes ("Media Overlays provide …" → "What
 * provides …?"); undefined for any other verb (a past tense, "has", "is a …").
 */
function predicateOpening(
  tokens: Token[],
  at: number,
  { plural, text }: Subject,
): { words: string; verbIndex: number } | undefined {
  const first = tokens[at] as Token;
  if (RULE_MODALS.test(first.text)) {
    // "must not fail", "should also note": a negation or an adverb may stand before the verb.
    const negated = /^not$/i.test(tokens[at + 1]?.text ?? '') ? at + 2 : at + 1;
    const verbIndex = tokens[negated]?.tags.has('Adverb') ? negated + 1 : negated;
    const verb = tokens[verbIndex];
    if (!verb?.tags.has('Verb') || /^(?:be|have|not)$/i.test(verb.text) || /^\p{Lu}/u.test(verb.text))
      return undefined;
    return { words: spanText(tokens, at, verbIndex + 1), verbIndex };
  }
  if (PASSIVE_HELPER.test(first.text)) {
    // "The body element is the starting point for …": "the" names the one thing the element is.
    if (markupNameOf(text) && /^the$/i.test(tokens[at + 1]?.text ?? ''))
      return { words: first.text, verbIndex: at };
    const participle = tokens[at + 1];
    if (!participle?.tags.has('Verb') || !/(?:ed|en|wn|ne)$/i.test(participle.text)) return undefined;
    // "are nested structures" describes; "is introduced in Container" points to a heading.
    const next = tokens[at + 2];
    if (next?.tags.has('Noun') || /^\p{Lu}/u.test(tokens[at + 3]?.text ?? '')) return undefined;
    return { words: spanText(tokens, at, at + 2), verbIndex: at + 1 };
  }
  if (!first.tags.has('PresentTense') || NOT_MAIN_VERB.some((tag) => first.tags.has(tag))) return undefined;
  // "Word processing programs used to …": a verb right after it shows the tagger took a noun for one.
  if (tokens[at + 1]?.tags.has('Verb')) return undefined;
  const singular = /[^s]s$/i.test(first.text);
  if (singular === plural) return undefined;
  // "The new properties attribute on …": after a plural, a word that is a noun too may be no verb.
  if (plural && lookUp(first.text.toLowerCase(), 'noun') !== undefined) return undefined;
  const words = singular ? first.text : thirdPersonOf(first.text);
  return words === undefined ? undefined : { words, verbIndex: at };
}

const NOT_MAIN_VERB = ['Copula', 'Auxiliary', 'Modal', 'Gerund', 'Participle', 'PastTense'];

/**
 * Where the predicate that goes on at `from` ends: where its clause ends, or, where that would cut
 * a list in two ("indicates the form | or nature of an identifier"), at the end of a sentence that
 * goes on without a break: the whole list, not half of it. Undefined where neither is sound.
 */
function predicateEnd(tokens: Token[], from: number): number | undefined {
  const aside = asideAt(tokens, from);
  const end = Math.min(clauseEnd(tokens, from), aside);
  if (!cutsPhrase(tokens, end) && !cutsList(tokens, end)) return end;
  // "describes the nature of work performed by a creator or contributor (e.g., …).": the list
  // goes on to the aside that ends the sentence.
  const unbroken = tokens.slice(from - 1, aside - 1).every((token) => !BREAK.test(token.post));
  const ends = aside < tokens.length || /^\.?\s*$/.test(tokens.at(-1)?.post ?? '');
  return unbroken && ends ? aside : undefined;
}

/** "left" in "page-spread-left" is part of a hyphenated name, not the verb "leave". */
function joinedToWordBefore(tokens: Token[], index: number): boolean {
  return /-$/.test(tokens[index - 1]?.post ?? '') && tokens[index]?.pre === '';
}

/** "The page-spread-left property": three words, though the tagger gives each part a token. */
function wordsIn(tokens: Token[]): number {
  return tokens.filter((token, index) => index === tokens.length - 1 || /\s/.test(token.post)).length;
}

/**
 * Where an aside in brackets that ends the sentence opens: "… relative to identical metadata
 * properties | (e.g., to indicate the order …)." The bracket is the next word's, so `clauseEnd`,
 * which reads what follows a word, misses it. An aside after a word that needs it ("as per
 * (…)") is no end.
 */
function asideAt(tokens: Token[], from: number): number {
  const at = tokens.findIndex((token, index) => index > from && token.pre.includes('('));
  const endsSentence = /\)\W*$/.test(tokens.at(-1)?.post ?? '');
  return at !== -1 && endsSentence && isNounWord(tokens[at - 1]) ? at : tokens.length;
}

/** A noun, not a preposition the tagger also calls one ("as per", "see"). */
function isNounWord(token: Token | undefined): boolean {
  return token?.tags.has('Noun') === true && !token.tags.has('Preposition');
}

/**
 * The predicate without the references it cites after a noun: "is a MARC21 record [MARC21XML]",
 * "the rules for matching font styles [CSS3Fonts] when …". A citation after any other word ("as
 * per [HTML5]") is the phrase's object: it stays, and the stem is then no plain one.
 */
function withoutCitations(tokens: Token[]): Token[] {
  const kept: Token[] = [];
  for (let index = 0; index < tokens.length; index++) {
    const closes = tokens.findIndex((token, at) => at >= index && token.post.includes(']'));
    const cited = tokens[index]?.pre.includes('[') && closes !== -1 && isNounWord(kept.at(-1));
    if (cited) index = closes;
    else kept.push(tokens[index] as Token);
  }
  return kept;
}

/**
 * "defines at least one such logical ordering", "using the facilities defined for this": the
 * predicate points to something said before, which the question cannot show.
 */
function pointsElsewhere(tokens: Token[]): boolean {
  return tokens.some((token, index) => {
    const next = tokens[index + 1];
    if (/^such$/i.test(token.text)) return !/^as$/i.test(next?.text ?? '');
    // "this specification" names the text; "these features" points back to a table or list.
    const describes = next?.tags.has('Noun') || next?.tags.has('Adjective');
    return /^(?:these|those)$/i.test(token.text) || (/^this$/i.test(token.text) && !describes);
  });
}

/** What ends a clause inside a sentence: a comma, semicolon, colon, dash, bracket or quote. */
const BREAK = /[,;:—–()"“”]/;

/**
 * "must trim all leading | and trailing whitespace", "consist mainly of support | and conducting
 * tissues": a list cut in two. Cutting before "and" is sound only where a second rule follows ("must
 * contain … | and must not contain …"); the quick tagger takes too many nouns for verbs ("and
 * transport tissues") to trust any other verb there.
 */
function cutsList(tokens: Token[], end: number): boolean {
  if (!/^(?:and|or)$/i.test(tokens[end]?.text ?? '')) return false;
  const next = tokens[end + 1]?.text ?? '';
  return !RULE_MODALS.test(next) && !PASSIVE_HELPER.test(next);
}

/** A wrong answer: a subject of another sentence (with its verb) or a term written with capitals. */
type Candidate = Omit<Subject, 'plural'> & {
  verb?: string;
  /** A markup name ("case" for "The case element") and the paragraph that names it. */
  markup?: string;
  paragraph?: string;
};

interface Subject {
  text: string;
  /** The last word, lower-cased: "systems" for "Reading Systems" (compared by base form). */
  head: string;
  person: boolean;
  /** "Reading Systems": the verb after it takes no -s. */
  plural: boolean;
  /** WordNet's kind of the head noun; undefined for a name it does not know. */
  kind: NounKind | undefined;
}

/** The subject of any sentence that has one, with its verb: the pool of wrong answers. */
function subjectIn(sentence: Sentence): Candidate | undefined {
  const { tokens } = sentence;
  const verbAt = tokens.findIndex(
    (token, index) =>
      index > 0 &&
      token.tags.has('Verb') &&
      !/^\p{Lu}/u.test(token.text) &&
      !joinedToWordBefore(tokens, index),
  );
  if (verbAt < 1 || wordsIn(tokens.slice(0, verbAt)) > MAX_SUBJECT_WORDS) return undefined;
  const helper =
    RULE_MODALS.test(tokens[verbAt]?.text ?? '') || PASSIVE_HELPER.test(tokens[verbAt]?.text ?? '');
  const verb = tokens[helper ? verbAt + 1 : verbAt]?.text.toLowerCase();
  const subject = namedSubject(withoutCitation(tokens.slice(0, verbAt)));
  // "Encrypted data replaces": a lower-case last word WordNet has no noun for is a verb misread.
  const lastWord = subject?.text.split(' ').at(-1) ?? '';
  if (!subject || (subject.kind === undefined && !/^\p{Lu}/u.test(lastWord))) return undefined;
  if (misreadVerb(lastWord, tokens[verbAt] as Token)) return undefined;
  return { ...subject, verb };
}

/**
 * "The device supports touch events": a lower-case -s word WordNet knows as a verb, before a "verb"
 * it knows as a noun, is more likely the verb itself ("Feature names must …" keeps its subject).
 */
function misreadVerb(lastWord: string, verb: Token): boolean {
  if (!/^\p{Ll}.*[^s]s$/u.test(lastWord) || RULE_MODALS.test(verb.text)) return false;
  const asVerb = baseForms(lastWord, 'verb').some((form) => lookUp(form, 'verb') !== undefined);
  return asVerb && lookUp(verb.text.toLowerCase(), 'noun') !== undefined;
}

/**
 * "The switch element [ContentDocs30] provides …": a reference in brackets after the subject cites
 * where it is defined; the subject is the words before it.
 */
function withoutCitation(subject: Token[]): Token[] {
  const last = subject.at(-1);
  const cited = subject.length > 1 && last?.pre === '[' && /^\]\s*$/.test(last.post);
  return cited ? subject.slice(0, -1) : subject;
}

/** "Reading Systems", "The Package Document": a short noun phrase, not a pronoun or "this". */
function namedSubject(tokens: Token[]): Subject | undefined {
  const text = spanText(tokens, 0, tokens.length);
  if (POINTS_BACK.test(text) || !/^(?:[\p{L}\p{N} '’-]|(?<=\p{L}):(?=\p{L}))+$/u.test(text)) return undefined;
  const fits = (token: Token) =>
    SUBJECT_TAGS.some((tag) => token.tags.has(tag)) || /^\p{Lu}/u.test(token.text);
  const inName = (token: Token, index: number) => fits(token) || joinedToWordBefore(tokens, index);
  if (!tokens.every((token, index) => inName(token, index) && !token.tags.has('Pronoun'))) return undefined;
  // "If a Reading System", "Adopting this approach": a clause's opening, not a noun phrase.
  const first = tokens[0] as Token;
  if (isStopword(first.text) ? !first.tags.has('Determiner') : NOT_OPENING.some((t) => first.tags.has(t)))
    return undefined;
  if (first.tags.has('Gerund') && tokens[1]?.tags.has('Determiner')) return undefined;
  const last = tokens.at(-1);
  if (!last || !endsInANoun(tokens, last)) return undefined;
  // The quick tagger misses some plurals ("properties"): an -s that is not -ss counts too.
  const plural =
    (last.tags.has('Plural') || /[^s]s$/i.test(last.text)) && !/^(?:a|an|each|every)\s/i.test(text);
  return { ...asSubject(text, last.text), plural };
}

/**
 * "Media Overlays": a capitalised last word is a name's, whatever the quick tagger took it for; but
 * not "The" or "Each" before a word it took for a verb ("The following example shows"), nor an
 * adjective alone ("Ancillary manifest information" with "manifest" taken for the verb).
 */
function endsInANoun(tokens: Token[], last: Token): boolean {
  if (last.tags.has('Determiner')) return false;
  const adjectiveAlone = tokens.length === 1 && last.tags.has('Adjective') && !last.tags.has('Noun');
  return last.tags.has('Noun') || (/^\p{Lu}/u.test(last.text) && !adjectiveAlone);
}

function asSubject(text: string, lastWord: string): Omit<Subject, 'plural'> {
  const head = lastWord.toLowerCase();
  const lemma = baseForms(head, 'noun').at(-1) ?? head;
  const kind = nounKind(lemma);
  return { text: upperFirst(text), head, person: kind === 'person', kind };
}

/** "Systems" and "system" are one noun: they share a base form. */
function sameNoun(one: string, other: string): boolean {
  const forms = baseForms(one, 'noun');
  return baseForms(other, 'noun').some((form) => forms.includes(form));
}

function stemNames(stem: string, head: string): boolean {
  return normalizeChoiceText(stem)
    .split(' ')
    .some((word) => sameNoun(word, head));
}

/**
 * Three other subjects of the answer's kind (a person for a person): none with the answer's head
 * noun ("A conforming Reading System" may be "Reading Systems"), none inside another choice ("XML
 * Signature" in "XML Signature Manifest" rewords it), none named in the stem, none the section
 * gives the rule's verb (it may do that too).
 */
function otherSubjects(rule: Rule, subjects: Candidate[]): string[] {
  const answerHead = rule.subject.split(' ').at(-1) ?? '';
  const verbs = baseForms(rule.verb, 'verb');
  const sameVerb = subjects
    .filter((s) => s.verb !== undefined && baseForms(s.verb, 'verb').some((form) => verbs.includes(form)))
    .map((s) => s.head);
  const taken = [normalizeChoiceText(rule.subject)];
  const chosen: Candidate[] = [];
  const answerMarkup = markupNameOf(rule.subject);
  // "The default element" beside "The case element": markup of one kind, by name, not one noun.
  const oneThing = (candidate: Candidate, other: string) =>
    answerMarkup && candidate.markup ? false : sameNoun(candidate.head, other);
  // "The epub:trigger element" is "The trigger element" with its namespace: one element.
  const sameMarkup = (candidate: Candidate) =>
    answerMarkup !== undefined && localName(candidate.markup ?? '') === localName(answerMarkup);
  // "What should contain the name of the creator …?" → "The creator element" names its answer.
  if (answerMarkup && normalizeChoiceText(rule.predicate).split(' ').includes(answerMarkup)) return [];
  const inOrder = answerMarkup
    ? [...subjects.filter((s) => s.markup && s.head === answerHead.toLowerCase()), ...subjects]
    : subjects.filter((s) => !s.markup);
  for (const candidate of inOrder) {
    if (candidate.person !== rule.person || oneThing(candidate, answerHead) || sameMarkup(candidate))
      continue;
    if (!candidate.markup && sameVerb.some((head) => sameNoun(head, candidate.head))) continue;
    if (!candidate.markup && stemNames(rule.predicate, candidate.head)) continue;
    if (candidate.markup && !markupFits(candidate.markup, rule.predicate, subjects)) continue;
    if (chosen.some((other) => oneThing(candidate, other.head))) continue;
    // "The href" of "The href attribute of the link element identifies …": a markup name cut short.
    if (
      !candidate.markup &&
      subjects.some((other) => other.markup && other.text.startsWith(`${candidate.text} `))
    )
      continue;
    const text = normalizeChoiceText(candidate.text);
    if (taken.some((other) => other.includes(text) || text.includes(other))) continue;
    taken.push(text);
    chosen.push(candidate);
    if (chosen.length === 3) break;
  }
  return chosen.map((subject) => subject.text);
}

/**
 * Where the answer's name heads an entry of a reference list ("› display-seq"), the names heading
 * the other entries are things of its kind ("The alternate-script property"): wrong answers after
 * those the prose names, before those only the examples use. A name the text gives another kind
 * ("the role attribute") is left out.
 */
function withSiblingEntries(rule: Rule, subjects: Candidate[], headings: string[]): Candidate[] {
  const name = markupNameOf(rule.subject);
  const kind = rule.subject.split(' ').at(-1) ?? '';
  if (!name || !headings.includes(name)) return subjects;
  const otherKind = (heading: string) => subjects.some((s) => s.markup === heading && s.head !== kind);
  const siblings = headings
    .filter((heading) => heading !== name && isMarkupName(heading) && !otherKind(heading))
    .map((heading) => markupCandidate(heading, kind, ''));
  const inProse = (candidate: Candidate) => !candidate.markup || candidate.paragraph !== '';
  return [...subjects.filter(inProse), ...siblings, ...subjects.filter((s) => !inProse(s))];
}

/**
 * The terms the section and the text around it write with capitals, after the subjects of its
 * sentences: "EPUB Content Documents", "Reading Systems" ("The" and "If" before them left out).
 */
function namedTerms(paragraphs: string[]): Candidate[] {
  const terms: Candidate[] = [];
  for (const words of capitalisedTerms(paragraphs, MAX_SUBJECT_WORDS)) {
    // "Appendix C", "Table A": a part of the text, named by its letter, not a thing it tells of.
    if (/^(?:\p{Lu}|\d+)$/u.test(words.at(-1) as string)) continue;
    const term = asSubject(words.join(' '), words.at(-1) as string);
    // "Lewis Carroll", "Haruki Murakami" in an example: a name, where the answer is a kind of thing.
    if (term.kind !== undefined) terms.push(term);
  }
  return terms;
}

/** "the switch element", "the refines attribute": a markup name in lower case and what it names. */
const MARKUP_NAME = /\b[Tt]he ([a-z][\w:-]*) (element|attribute|property)\b/g;

function markupNameOf(subject: string): string | undefined {
  return subject.match(/^[Tt]he ([a-z][\w:-]*) (?:element|attribute|property)$/)?.[1];
}

/**
 * The elements, attributes and properties the section and the text around it name ("the case
 * element"): wrong answers of the answer's own kind beside "The default element".
 */
function markupNames(paragraphs: string[]): Candidate[] {
  const named = paragraphs.flatMap((paragraph) =>
    [...paragraph.matchAll(MARKUP_NAME)]
      .filter(([, name = '']) => isMarkupName(name))
      .map(([, name = '', kind = '']) => markupCandidate(name, kind, paragraph)),
  );
  // Names the examples use come after those the prose gives: the prose's come with what they do.
  const used = markupInExamples(paragraphs)
    .filter(({ name }) => isMarkupName(name))
    .map(({ name, kind }) => markupCandidate(name, kind, ''));
  return [...named, ...used];
}

function markupCandidate(name: string, kind: string, paragraph: string): Candidate {
  return { text: `The ${name} ${kind}`, head: kind, person: false, kind: undefined, markup: name, paragraph };
}

/** Words at the end of a stem that a paragraph repeating them may say of a wrong answer too. */
const ENDING_WORDS = 3;

/**
 * A wrong answer is not named in the stem ("… a fallback for the switch"), and its paragraph does
 * not end the stem's way: "The creator element represents the name of a person" beside "What is
 * used to represent the name of a person?" would be a second right answer.
 */
function markupFits(name: string, predicate: string, subjects: Candidate[]): boolean {
  const stem = normalizeChoiceText(predicate);
  if (stem.split(' ').includes(name)) return false;
  const ending = stem.split(' ').slice(-ENDING_WORDS).join(' ');
  return !subjects.some(
    (other) => other.markup === name && normalizeChoiceText(other.paragraph ?? '').includes(ending),
  );
}

function localName(markup: string): string {
  return markup.split(':').at(-1) ?? markup;
}

/** "the corresponding element", "the given property": an English adjective or participle is no name. */
export function isMarkupName(word: string): boolean {
  return !/(?:ing|ed)$/.test(word) && lookUp(word, 'adj') === undefined;
}
