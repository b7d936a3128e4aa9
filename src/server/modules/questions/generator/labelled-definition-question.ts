import type { GeneratedQuestion } from '#contract/questions.ts';
import { normalizeChoiceText } from '#contract/questions.ts';
import { buildQuestion, quoted } from './build-question.ts';
import { type SectionAnalysis, sentenceText } from './section-analysis.ts';

/** "xml:lang [optional]", "container.xml [required]": a row of a specification's attribute or file table. */
const LABEL =
  /^(?<name>[\w:.-]+)\*? \[(?:optional|required|conditionally required|context dependent|allowed)\]$/u;
/** "Specifies the language …", "Used to store …": the definition says what the row does. */
const VERB_FIRST =
  /^(?<verb>Specifies|Identifies|Indicates|Declares|Contains|Defines|Describes)\s(?<rest>.+)$/u;
const USED_TO = /^Used to\s(?<rest>.+)$/u;
/** "An IDREF [XML] that identifies the fallback …", "An IRI specifying the location of …": asked by its verb. */
const THING_THAT_DOES =
  /^(?:An?|The)\s(?:[\w-]+\s){0,3}?[\w-]+\s(?:that\s(?<verb>specifies|identifies|indicates)|(?<ing>specifying|identifying|indicating))\s(?<rest>.+)$/u;
/** "The global direction in which the Publication content flows": what the row gives. */
const THING = /^(?<thing>(?:An?|The)\s.+)$/u;
const CITATION = /\s\[[^\]]+\]/gu;
/** "identifies a manifest item": too short to tell it from "identifies the manifest item that represents the NCX". */
const MIN_WORDS = 5;
/** "specifies the base text direction of the content and attribute values of the carrying element …" (dir). */
const MAX_WORDS = 18;

interface Row {
  name: string;
  kind: 'attribute' | 'file';
  /** What the row does, as a question's predicate: "specifies the base text direction of the content". */
  predicate?: string;
  definition: string;
}

/**
 * "Which attribute specifies the base text direction of the content …?" → dir, from a table that
 * labels each attribute ("dir [optional]") and defines it in the next paragraph. The wrong answers
 * are the other attributes (or files) the section and the text around it define, each differently:
 * "rel" and "properties" are both "a space-separated list of property values", so neither is a
 * wrong answer beside the other. A row whose name is in its own predicate ("The ID of this element"
 * → id) is not asked. See docs/questions.md.
 */
export function labelledDefinitionQuestions(
  analysis: SectionAnalysis,
  paragraphs: { paragraph_index: number; content: string }[],
  nearbyParagraphs: string[] = [],
): GeneratedQuestion[] {
  if (!analysis.tagged) return [];
  const asked = paragraphs.flatMap((label, at) => {
    const definition = paragraphs[at + 1];
    const row = definition && rowOf(label.content, definition.content);
    return row?.predicate ? [{ row, label }] : [];
  });
  if (asked.length === 0) return [];
  const texts = [...paragraphs.map((paragraph) => paragraph.content), ...nearbyParagraphs];
  const rows = texts.flatMap((text, at) => rowOf(text, texts[at + 1] ?? '') ?? []);
  return asked.flatMap(({ row, label }) => {
    const distractors = otherRows(row, rows);
    const evidence = analysis.sentences.find(
      (sentence) => sentence.paragraph_index === label.paragraph_index && LABEL.test(sentenceText(sentence)),
    );
    if (distractors.length < 3 || !evidence) return [];
    const explanation = `The text lists ${quoted(sentenceText(evidence))}, then says: ${quoted(row.definition)}`;
    const stem = `Which ${row.kind} ${row.predicate}?`;
    return [buildQuestion('what', stem, row.name, distractors, evidence, explanation)];
  });
}

function rowOf(label: string, definition: string): Row | undefined {
  const name = label.trim().match(LABEL)?.groups?.name;
  const text = definition.trim();
  if (!name || text.length === 0 || LABEL.test(text)) return undefined;
  const kind = name.endsWith('.xml') ? 'file' : 'attribute';
  return { name, kind, predicate: predicateOf(name, text), definition: text };
}

/** The definition's first clause as a predicate, if it reads as one and does not name the row. */
function predicateOf(name: string, definition: string): string | undefined {
  const clause = firstClause(definition.replace(CITATION, ''));
  if (!clause) return undefined;
  const verbFirst = clause.match(VERB_FIRST)?.groups;
  const usedTo = clause.match(USED_TO)?.groups;
  const thingThatDoes = clause.match(THING_THAT_DOES)?.groups;
  const thing = clause.match(THING)?.groups;
  const predicate = verbFirst
    ? `${verbFirst.verb?.toLowerCase()} ${verbFirst.rest}`
    : usedTo
      ? `is used to ${usedTo.rest}`
      : thingThatDoes
        ? `${thingThatDoes.verb ?? thingThatDoes.ing?.replace(/ying$/, 'ies').replace(/ing$/, 'es')} ${thingThatDoes.rest}`
        : thing?.thing && `gives ${thing.thing.replace(/^\p{Lu}/u, (letter) => letter.toLowerCase())}`;
  const words = predicate?.split(' ').length ?? 0;
  if (!predicate || words < MIN_WORDS || words > MAX_WORDS) return undefined;
  return namesRow(predicate, name) ? undefined : predicate;
}

/** Up to the first full stop, or a comma that starts an aside (", as defined in", ", which must be"). */
function firstClause(text: string): string | undefined {
  const sentence = text.split(/\.(?:\s|$)/u)[0] ?? '';
  const clause = sentence.split(/,\s(?=as\s|which\s|including\s)/u)[0];
  return clause && !/[,;:()]/.test(clause) ? clause : undefined;
}

/**
 * "id" in "gives the ID of this element", "metadata" in "is used to store metadata": the stem would
 * give the answer away. A namespace prefix ("epub:", "ev:") and the ".xml" of a file name do not.
 */
function namesRow(predicate: string, name: string): boolean {
  const words = normalizeChoiceText(predicate).split(/[^\p{L}\p{N}]+/u);
  const local = name.toLowerCase().split(':').at(-1) ?? '';
  return local
    .replace(/\.xml$/, '')
    .split(/[.-]/)
    .some((part) => words.includes(part));
}

/** Three other rows of the answer's kind, named once each, none defined as the answer is. */
function otherRows(row: Row, rows: Row[]): string[] {
  const sameDefinition = (other: Row) => firstClause(other.definition) === firstClause(row.definition);
  const excluded = new Set(rows.filter(sameDefinition).map((other) => other.name));
  const names = rows
    .filter((other) => other.kind === row.kind && !excluded.has(other.name))
    .map((other) => other.name)
    .filter((name) => !namesRow(row.predicate ?? '', name));
  return [...new Set(names)].slice(0, 3);
}
