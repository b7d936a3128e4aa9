import type { GeneratedQuestion } from '#contract/questions.ts';
import { normalizeChoiceText } from '#contract/questions.ts';
import type { SectionParagraph } from '#server/adapters/ai/question-generator.ts';
import { arrangeChoices } from './choices.ts';

/** A verse line: short, and at least three words ("I. THE BURIAL OF THE DEAD" is a heading). */
const MOST_WORDS_IN_A_LINE = 10;
/** A longer line that runs on (no full stop at its end) is verse too: a paragraph of prose ends a sentence. */
const MOST_WORDS_IN_A_RUN_ON_LINE = 12;
const LEAST_WORDS_IN_A_LINE = 3;
/** Lines of a section that must be verse lines before it is read as a poem. */
const VERSE_SHARE = 0.75;
/** How many "just after" questions one stanza gives, from its start. */
const MOST_JUST_AFTER = 2;

export interface Line {
  text: string;
  paragraph_index: number;
  /** Where the line stands among all the section's lines, those not asked about too ("DA"). */
  position?: number;
}

const JUST_AFTER_STEM = 'In the poem, which line comes just after';
const FIRST_STEM = 'Which of these lines comes first in this part of the poem?';
const LAST_STEM = 'Which of these lines comes last in this part of the poem?';

/**
 * Whether a question asks where a line of the poem stands. Its choices are the section's own lines,
 * so showing them says nothing of another such question's answer (only a line's place is asked).
 */
export function asksALinesPlace(question: GeneratedQuestion): boolean {
  return (
    question.type === 'sequence' &&
    (question.content.startsWith(JUST_AFTER_STEM) ||
      question.content === FIRST_STEM ||
      question.content === LAST_STEM)
  );
}

/**
 * Questions on the order of a poem's lines, for a section written in verse (short lines, one a
 * paragraph or several in one): "Which line comes just after “…”?", then "Which of these lines comes
 * first?" and "…comes last?" over four lines or more. Wrong answers are the section's other lines
 * (every choice is in the poem, only its place is asked); a stanza of four lines, which has only two
 * others for "just after", takes a line of the poem around it (`nearbyParagraphs`) as the third.
 */
export function poemLineQuestions(
  paragraphs: SectionParagraph[],
  nearbyParagraphs: readonly string[] = [],
): GeneratedQuestion[] {
  const lines = verseLines(paragraphs, nearbyParagraphs);
  if (!lines) return [];
  const questions: GeneratedQuestion[] = [];
  const variants: GeneratedQuestion[] = [];
  // "Just after" has one more line of the stanza as a wrong answer and the poem around gives the
  // rest, so the stanza's last line is left for a question of another kind (a blank, say).
  const elsewhere = linesElsewhere(nearbyParagraphs, lines, 2);
  const around = new Set(linesOf(nearbyParagraphs).map((line) => normalizeChoiceText(asChoice(line.text))));
  for (let at = 0; at + 1 < lines.length && questions.length < MOST_JUST_AFTER; at++) {
    const inStanza = lines.filter((_, index) => index !== at && index !== at + 1);
    const others = [...inStanza.slice(0, 1), ...elsewhere, ...inStanza.slice(1)].slice(0, 3);
    const before = lines[at] as Line;
    if (!mayAskAfter(lines, at, around) || others.length < 3) continue;
    questions.push(justAfter(before, lines[at + 1] as Line, others));
    // The same with the stanza's last other line as the wrong answer instead, which leaves another
    // line unshown: the mix takes whichever leaves room for more kinds of question (never both).
    const lastOther = inStanza.at(-1);
    if (elsewhere.length === 2 && lastOther && inStanza.length > 1)
      variants.push(justAfter(before, lines[at + 1] as Line, [lastOther, ...elsewhere]));
  }
  const [first, ...later] = lines;
  if (first && later.length >= 3) questions.push(comesFirst(first, later.slice(0, 3)));
  const last = lines.at(-1);
  if (last && lines.length >= 4) questions.push(comesLast(last, lines.slice(-4, -1)));
  return [...questions, ...variants];
}

/**
 * "Which line comes just after …?" with no line `leftOut` among its choices or in its stem (wrong
 * answers: the stanza's other lines, then the last lines of the poem around), so each line left out
 * stays unshown for a question of another kind ("Where did we stop?" in "we stopped in the
 * colonnade,"): the mix takes it only when that makes room for more kinds of question.
 */
export function justAfterLeavingOut(
  paragraphs: SectionParagraph[],
  nearbyParagraphs: readonly string[],
  leftOut: ReadonlySet<string>,
): GeneratedQuestion[] {
  const lines = verseLines(paragraphs, nearbyParagraphs);
  if (!lines || leftOut.size === 0) return [];
  const around = new Set(linesOf(nearbyParagraphs).map((line) => normalizeChoiceText(asChoice(line.text))));
  const shown = (line: Line) => !leftOut.has(line.text);
  const poemAround = linesElsewhere(nearbyParagraphs, lines, 3);
  return lines.flatMap((before, at) => {
    const next = lines[at + 1];
    if (!next || !shown(before) || !shown(next) || !mayAskAfter(lines, at, around)) return [];
    const inStanza = lines.filter((line, index) => index !== at && index !== at + 1 && shown(line));
    const others = [...inStanza, ...poemAround].slice(0, 3);
    return others.length === 3 ? [justAfter(before, next, others)] : [];
  });
}

function mayAskAfter(lines: Line[], at: number, around: ReadonlySet<string>): boolean {
  const before = lines[at] as Line;
  // A line the poem says again elsewhere ("HURRY UP PLEASE ITS TIME") has another line after it there.
  if (around.has(normalizeChoiceText(asChoice(before.text)))) return false;
  // "Then spoke the thunder" is followed by "DA", too short to be a choice: "Datta: …" is not just after it.
  return (lines[at + 1]?.position ?? 0) === (before.position ?? 0) + 1;
}

/**
 * Verse lines of the poem around the section that are none of its own lines: wrong answers to
 * "which line comes just after …?" that cannot be right, since the line asked after is followed by
 * one of the section's lines. The last ones: from the sections after, when there are any, which are
 * the poem going on rather than its title or dedication.
 */
function linesElsewhere(nearbyParagraphs: readonly string[], own: Line[], count: number): Line[] {
  if (count === 0) return [];
  const taken = new Set(own.map((line) => normalizeChoiceText(asChoice(line.text))));
  const lines = linesOf(nearbyParagraphs).filter(
    (line) => isVerseLine(line) && !taken.has(normalizeChoiceText(asChoice(line.text))),
  );
  return lines.slice(-count);
}

function linesOf(nearbyParagraphs: readonly string[]): Line[] {
  return nearbyParagraphs
    .flatMap((content) => content.split('\n'))
    .map((text) => ({ text: text.trim(), paragraph_index: -1 }));
}

/**
 * The section's lines when it reads as verse, all different; otherwise undefined. Inside a poem (the
 * sections around it read as verse too) a long line or a two-word one ("Unreal City,") is a line of
 * the poem as much as the short ones, and stays among the lines asked about.
 */
export function verseLines(
  paragraphs: SectionParagraph[],
  nearbyParagraphs: readonly string[],
): Line[] | undefined {
  const lines = paragraphs
    .flatMap((paragraph) =>
      paragraph.content
        .split('\n')
        .map((text) => text.trim())
        .filter((text) => text.length > 0)
        .map((text) => ({ text, paragraph_index: paragraph.paragraph_index })),
    )
    .map((line, position) => ({ ...line, position }));
  const verse = lines.filter(isVerseLine);
  if (lines.length < 4 || verse.length < lines.length * VERSE_SHARE) return undefined;
  const inAPoem = verse.length < 4 && readsAsVerse(nearbyParagraphs);
  const asked = inAPoem ? lines.filter(isLineOfAPoem) : verse;
  const distinct = new Set(asked.map((line) => normalizeChoiceText(asChoice(line.text))));
  // Inside a poem three lines under a heading ("I. THE BURIAL OF THE DEAD") are a stanza too.
  return distinct.size === asked.length && asked.length >= (inAPoem ? 3 : 4) ? asked : undefined;
}

/** The sections around are a poem: half their lines or more are verse lines (prose has none). */
function readsAsVerse(nearbyParagraphs: readonly string[]): boolean {
  const lines = nearbyParagraphs
    .flatMap((content) => content.split('\n'))
    .map((text) => ({ text: text.trim(), paragraph_index: -1 }))
    .filter((line) => line.text.length > 0);
  return lines.length >= 4 && lines.filter(isVerseLine).length * 2 >= lines.length;
}

/**
 * A line of a poem's own however long, of three words or more like the other choices: no figures,
 * no heading ("II. A GAME OF CHESS").
 */
const MOST_WORDS_IN_A_LONG_LINE = 16;

function isLineOfAPoem(line: Line): boolean {
  const text = asChoice(line.text);
  const words = text.split(/\s+/).filter((word) => /\p{L}/u.test(word));
  if (/\d/u.test(text) || words.length < LEAST_WORDS_IN_A_LINE || words.length > MOST_WORDS_IN_A_LONG_LINE)
    return false;
  return /\p{Ll}/u.test(text);
}

/**
 * Short, mostly lower-case words and no figures: a line of a poem, not a title, heading, reference
 * or a list of values ("124:59:36 = 124 hours, 59 minutes and 36 seconds"). A line number glued to
 * the end, as editions print it, is not a figure of the line.
 */
function isVerseLine(line: Line): boolean {
  if (/\d/u.test(asChoice(line.text))) return false;
  const words = line.text.split(/\s+/).filter((word) => /\p{L}/u.test(word));
  const runsOn = !/[.!?…"”’]$/u.test(asChoice(line.text));
  const most = runsOn ? MOST_WORDS_IN_A_RUN_ON_LINE : MOST_WORDS_IN_A_LINE;
  if (words.length < LEAST_WORDS_IN_A_LINE || words.length > most) return false;
  const lowerCase = words.filter((word) => /^[^\p{L}]*\p{Ll}/u.test(word)).length;
  return lowerCase * 2 >= words.length;
}

/**
 * The line as a choice: without a line number glued to its end ("into the Hofgarten,10") or set
 * after a space ("yet there the nightingale 100"): editions number every tenth line.
 */
function asChoice(text: string): string {
  return text
    .replace(/(?<=[^\d\s])\d+$/u, '')
    .replace(/(?<=\D)\s+\d{1,2}0$/u, '')
    .trim();
}

function justAfter(before: Line, next: Line, others: Line[]): GeneratedQuestion {
  return lineQuestion(
    `${JUST_AFTER_STEM} “${asChoice(before.text)}”?`,
    next,
    others,
    `The poem goes on: “${asChoice(before.text)} / ${asChoice(next.text)}”`,
  );
}

function comesFirst(first: Line, later: Line[]): GeneratedQuestion {
  return lineQuestion(FIRST_STEM, first, later, `This part of the poem begins: “${asChoice(first.text)}”`);
}

function comesLast(last: Line, earlier: Line[]): GeneratedQuestion {
  return lineQuestion(LAST_STEM, last, earlier, `This part of the poem ends: “${asChoice(last.text)}”`);
}

function lineQuestion(content: string, answer: Line, others: Line[], explanation: string): GeneratedQuestion {
  const choice = asChoice(answer.text);
  return {
    paragraph_index: answer.paragraph_index,
    type: 'sequence',
    content,
    // The same wording asks about every stanza: the answer's place turns with the answer too.
    choices: arrangeChoices(
      `${content} ${choice}`,
      choice,
      others.map((line) => asChoice(line.text)),
    ),
    explanation,
    evidence: { paragraph_index: answer.paragraph_index, sentence: answer.text },
  };
}
