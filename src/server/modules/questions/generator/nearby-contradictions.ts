import { turnedRound } from './contradicted-statements.ts';
import { keptByText } from './kept-by-text.ts';
import { expositoryStatementsOf } from './nearby-statements.ts';

/**
 * A word that points to something the statement's own paragraph names ("this element", "it", "the
 * following"): read beside another section, it would point to that section's element instead.
 */
const POINTS_ELSEWHERE =
  /\b(?:this|that|these|those|such|it|its|they|them|their|above|below|following|here|there|former|latter|same|other|another|each|both|either)\b/i;
/** "The attribute is required": which attribute it is, only its paragraph says. */
const UNNAMED =
  /\b(?:the|an?) (?:attribute|element|property|value|item|field|section|file|resource|document|rule|type|string|name)s?\b/i;
/** "The Reading System will render …": a scenario of an example, not a rule. */
const SCENARIO = /\bwill\b/i;
/**
 * "The preceding components", "the next section", "The resulting absolute IRI", "the referenced
 * item": where the text stands, or what its paragraph has just named.
 */
const WHERE_IN_THE_TEXT =
  /\b(?:preceding|previous|next|later|earlier|below|above)\b|\bthe (?:resulting|referenced|corresponding|given|described|designated|associated|respective)\b/i;
/** The longest wrong answer, as `MAX_CHOICE_WORDS` of the true one. */
const MAX_WORDS = 18;

/**
 * Whole statements of the text around a section (`nearby_paragraphs`) turned round ("The spine
 * element is not required", "Reading Systems must not support the switch element"): false, as the
 * text says, so wrong answers to "Which of these is true?" of a section with too few statements of
 * its own to turn. Only a statement that stands on its own — its sentence's whole clause (a
 * condition left off would leave "The id attribute is not required", true of most elements), no
 * word pointing elsewhere, no unnamed "the attribute" — and never one a right answer could come
 * from. Each paragraph is read on its own, in order, until `count` are found.
 */
export function nearbyContradictions(nearby: string[] | undefined, count = 6): string[] {
  const found: string[] = [];
  for (const content of nearby ?? []) {
    if (found.length >= count) break;
    found.push(...contradictionsOf(content));
  }
  return [...new Set(found)].slice(0, count);
}

const contradictionsOf = keptByText((content) => {
  // Tagging costs: a paragraph with no sentence that could stand on its own is not read.
  if (!content.split(/(?<=[.!?])\s+/).some(mayStandAlone)) return [];
  return expositoryStatementsOf(content).flatMap((statement) => {
    if (!statement.whole || !standsAlone(statement.text)) return [];
    const opposite = turnedRound(statement.tokens);
    const fits = opposite && namesItsTerm(opposite.subject) && opposite.text.split(' ').length <= MAX_WORDS;
    return fits ? [opposite.text] : [];
  });
});

/**
 * "Reading Systems", "EPUB", "The spine element", "Core Media Type Resources": a subject that names
 * its term. "Ruby text", "The default value", "The audio file" are named by their paragraph (the
 * value "over", the par element): beside another section "Ruby text is not positioned on the under
 * side" may well be true.
 */
function namesItsTerm(subject: string): boolean {
  const [first = '', ...rest] = subject.split(' ');
  const acronym = first.length > 1 && first === first.toUpperCase() && /\p{Lu}/u.test(first);
  const capitalised = rest.some((word) => /^\p{Lu}/u.test(word));
  return acronym || capitalised || MARKUP_SUBJECT.test(subject);
}

/** "The page-list nav element", "The id attribute": a name of markup, then its kind. */
const MARKUP_SUBJECT = /\b[a-z][\w:-]* (?:nav )?(?:element|attribute|property)s?$/;

/** A sentence that could give a statement `standsAlone`: four words or more, ending in a full stop, no markup. */
function mayStandAlone(sentence: string): boolean {
  return (
    /\.$/.test(sentence) &&
    sentence.split(' ').length >= 4 &&
    !/[<>{}=]/.test(sentence) &&
    standsAlone(sentence)
  );
}

function standsAlone(text: string): boolean {
  return ![POINTS_ELSEWHERE, WHERE_IN_THE_TEXT, UNNAMED, SCENARIO].some((pattern) => pattern.test(text));
}
