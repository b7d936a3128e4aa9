import type { GeneratedQuestion } from '#contract/questions.ts';
import { buildQuestion, textSays } from './build-question.ts';
import { capitalisedTerms, markupInExamples } from './markup-examples.ts';
import { type SectionAnalysis, type Sentence, sentenceText } from './section-analysis.ts';
import { isMarkupName } from './subject-question.ts';
import { isStopword } from './text-words.ts';

/**
 * "The referenced item must be an XHTML Content Document.", "EPUB Reading Systems must support the
 * switch element.": a rule whose object is a term of the specification (capitalised words) or a
 * markup name, and nothing after it but a citation, a clause about it ("which references …"), or
 * "set …" after a property one must have. "must not" is left out: its wrong answers would have to
 * be things the subject may be. "support", "use", "ignore" are left out: a Reading System must
 * support "html" and "head" too, so another element of the text may be a second right answer.
 */
const RULE =
  /^(?:› )?(?<subject>\p{Lu}[\w:-]*(?: [\w:-]+){0,7}?) (?<modal>must|should|may) (?<verb>be|have|contain|reference|include) (?:(?<article>an?|the) )?(?:(?<name>[a-z][\w:-]*) (?<kind>element|attribute|property)|(?<term>\p{Lu}[\w-]*(?: \p{Lu}[\w-]*){1,3}))(?<set> set(?: in [\w’' ]+)?)?(?: \[[\w-]+\])?(?: (?:which|that|containing) [^,;]+)?\.$/u;
/** "This property must be …", "If it …": a subject that points back or opens a clause names no term. */
const NOT_A_TERM =
  /^(?:this|that|these|those|such|it|its|they|their|he|she|we|you|one|no|some|both|other|if|when|unless|while|where|for|in|on|as|although|because|since|after|before)\b/i;
/** The determiners a stem may lower-case: "What must the referenced item be?". */
const DETERMINER = /^(?:The|All|Each|Every|A|An|Any)\b/;
/** What ends the noun phrase a subject names before a clause about it: "Reading Systems | that support …". */
const CLAUSE_AFTER_NOUN = /\s(?:that|which|designated|with|of|in)\s.*$/;
const MAX_STEM_WORDS = 18;
const MARKUP_NAME = /\b(?:the|an?|each|every) ([a-z][\w:-]*) (element|attribute|property)\b/g;
/** The specification's name for all of its kinds: "an EPUB Content Document" is every Content Document. */
const UMBRELLA = 'EPUB';
/** Letters read with a vowel sound first ("an SVG …", "an XHTML …"). */
const VOWEL_SOUND_LETTERS = /^[AEFHILMNORSX]/;

interface Rule {
  subject: string;
  modal: string;
  verb: string;
  article: string | undefined;
  /** The markup name or the term, as the text writes it. */
  object: string;
  /** "element", "attribute", "property"; undefined for a capitalised term. */
  kind: string | undefined;
  set: boolean;
  sentence: Sentence;
}

/**
 * What a conformance rule requires of a term: "What must the referenced item be?" → "an XHTML
 * Content Document" | "an SVG Content Document" | …, "Which element must EPUB Reading Systems
 * support?" → "switch" | "case" | …. Wrong answers are terms with the answer's head noun, or markup
 * names of its kind, from the section and the text around it; none named in a sentence about the
 * rule's subject (the text may require that too), none the answer's wider kind ("an EPUB Content
 * Document"). See docs/questions.md.
 */
export function ruleQuestions(
  analysis: SectionAnalysis,
  paragraphTexts: string[],
  nearbyParagraphs: string[] = [],
): GeneratedQuestion[] {
  if (!analysis.tagged) return [];
  const rules = analysis.sentences.flatMap((sentence) => ruleIn(sentence) ?? []);
  if (rules.length === 0) return [];
  const texts = [...paragraphTexts, ...nearbyParagraphs];
  const sentences = texts.flatMap((text) => text.split(/(?<=[.!?])\s+/));
  return rules.flatMap((rule) => {
    const stem = stemOf(rule);
    if (stem.split(' ').length > MAX_STEM_WORDS) return [];
    const aboutSubject = sentences.filter((sentence) => mentions(sentence, subjectHead(rule.subject)));
    const candidates = rule.kind ? markupNames(texts, rule.kind) : namedTerms(texts, rule.object);
    const onSubject = attributesOnSubject(rule, texts);
    const wrong = candidates.filter(
      (candidate) =>
        candidate !== rule.object &&
        !onSubject.has(candidate) &&
        !inSentences(candidate, aboutSubject) &&
        !mentions(stem, candidate) &&
        !(rule.kind === undefined && overlaps(candidate, rule.object)),
    );
    const distractors = [...new Set(wrong)].slice(0, 3);
    if (distractors.length < 3) return [];
    const withArticle = (text: string) => (rule.kind ? text : articled(rule.article, text));
    return [
      buildQuestion(
        'what',
        stem,
        withArticle(rule.object),
        distractors.map(withArticle),
        rule.sentence,
        textSays(rule.sentence),
      ),
    ];
  });
}

function ruleIn(sentence: Sentence): Rule | undefined {
  const groups = sentenceText(sentence).match(RULE)?.groups;
  if (!groups?.subject || !groups.modal || !groups.verb) return undefined;
  if (!namesATerm(groups.subject)) return undefined;
  // "have the scripted property set": only a property is set; "set" after anything else is another verb.
  if (groups.set && !(groups.verb === 'have' && groups.kind === 'property')) return undefined;
  // "must ignore this element" points back; "the scripted property set" is a name, though it ends in -ed.
  const name = groups.name ?? '';
  if (groups.kind && (isStopword(name) || !(groups.set || isMarkupName(name)))) return undefined;
  // "The smil element must be the root element": a term is what "be" can ask for, a markup name is not.
  if (groups.verb === 'be' && groups.kind) return undefined;
  return {
    subject: groups.subject,
    modal: groups.modal,
    verb: groups.verb,
    article: groups.article,
    object: groups.name ?? groups.term ?? '',
    kind: groups.kind,
    set: groups.set !== undefined,
    sentence,
  };
}

/**
 * "The referenced item", "Each seq element", "Authors": a subject the rule names. "This property" and
 * "If it" point back or open a clause; "The attribute" alone names no term (which attribute?).
 */
function namesATerm(subject: string): boolean {
  if (DETERMINER.test(subject)) return subject.split(' ').length > 2;
  return !NOT_A_TERM.test(subject) && !isStopword(subject.split(' ')[0] as string);
}

/** "Which property must XHTML Content Documents designated as handlers have set?", "What must the referenced item be?". */
function stemOf(rule: Rule): string {
  const subject = DETERMINER.test(rule.subject)
    ? rule.subject.charAt(0).toLowerCase() + rule.subject.slice(1)
    : rule.subject;
  const asks = rule.kind ? `Which ${rule.kind}` : 'What';
  return `${asks} ${rule.modal} ${subject} ${rule.verb}${rule.set ? ' set' : ''}?`;
}

/**
 * `<seq id="id1" …>` beside "Which attribute must each seq element contain?": an attribute the
 * examples give the subject's element may be one it must have too.
 */
function attributesOnSubject(rule: Rule, texts: string[]): Set<string> {
  const element =
    rule.kind === 'attribute' ? rule.subject.match(/\b([a-z][\w:-]*) element\b/)?.[1] : undefined;
  if (!element) return new Set();
  const tags = texts.flatMap((text) =>
    [...text.matchAll(new RegExp(`<${element}\\s[^>]*>`, 'g'))].map(([tag]) => tag),
  );
  return new Set(tags.flatMap((tag) => [...tag.matchAll(/\s([\w:-]+)="/g)].map(([, name = '']) => name)));
}

/** "systems" for "EPUB Reading Systems that support …", "item" for "The referenced item". */
function subjectHead(subject: string): string {
  return subject.replace(CLAUSE_AFTER_NOUN, '').split(' ').at(-1)?.toLowerCase() ?? subject;
}

/** Whether a text names a word or a term, in the singular or the plural. */
function mentions(text: string, term: string): boolean {
  const escaped = term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/s$/i, '');
  return new RegExp(`(?:^|[^\\w:-])${escaped}s?(?![\\w:-])`, 'i').test(text);
}

function inSentences(candidate: string, sentences: string[]): boolean {
  return sentences.some((sentence) => mentions(sentence, candidate));
}

/**
 * "EPUB Content Document" is what an XHTML Content Document is too, and "Scripted Content Document"
 * may be: beside a term only another term of its head noun whose words differ by more than a
 * modifier, or by a format's acronym ("SVG" beside "XHTML"), is surely wrong.
 */
function overlaps(candidate: string, answer: string): boolean {
  const one = candidate.toLowerCase();
  const other = answer.toLowerCase();
  if (one.includes(other) || other.includes(one)) return true;
  const words = candidate.split(' ');
  const answerWords = answer.split(' ');
  const wider = words[0] === UMBRELLA ? words.slice(1) : words;
  if (answerWords.join(' ').endsWith(wider.join(' '))) return true;
  const sameRest =
    words.length === answerWords.length && words.slice(1).join(' ') === answerWords.slice(1).join(' ');
  const acronyms = [words[0], answerWords[0]].every(
    (word) => word !== undefined && word !== UMBRELLA && word === word.toUpperCase(),
  );
  return sameRest && !acronyms;
}

/** The capitalised terms of the prose with the answer's head noun and number ("… Documents" for "… Documents"). */
function namedTerms(texts: string[], answer: string): string[] {
  const head = answer.split(' ').at(-1) ?? answer;
  return capitalisedTerms(texts, 4)
    .filter((words) => words.at(-1) === head)
    .map((words) => words.join(' '));
}

/** The names of one kind of markup the prose names ("the case element") and its examples use. */
function markupNames(texts: string[], kind: string): string[] {
  const named = texts.flatMap((text) =>
    [...text.matchAll(MARKUP_NAME)].filter(([, , of]) => of === kind).map(([, name = '']) => name),
  );
  const used = markupInExamples(texts)
    .filter((markup) => markup.kind === kind)
    .map((markup) => markup.name);
  return [...named, ...used].filter((name) => name.length > 1 && isMarkupName(name) && !isStopword(name));
}

/** "an SVG Content Document", "a Navigation Document": each choice with the article its sound takes. */
function articled(article: string | undefined, term: string): string {
  if (article === undefined || article === 'the') return article ? `the ${term}` : term;
  const first = term.split(' ')[0] ?? term;
  const acronym = first.length > 1 && first === first.toUpperCase();
  const vowel = acronym ? VOWEL_SOUND_LETTERS.test(first) : /^[aeiou]/i.test(first);
  return `${vowel ? 'an' : 'a'} ${term}`;
}
