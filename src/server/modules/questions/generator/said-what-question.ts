import type { GeneratedQuestion } from '#contract/questions.ts';
import { normalizeChoiceText } from '#contract/questions.ts';
import { buildQuestion, textSays } from './build-question.ts';
import { isVague } from './generic-terms.ts';
import { evidenceOf, inSentence, type Line, linesAround, linesIn, sameSpeaker } from './said-who-question.ts';
import type { SectionAnalysis } from './section-analysis.ts';

interface Paragraph {
  paragraph_index: number;
  content: string;
}

/** Every choice is a line read at a glance. */
const MOST_WORDS = 10;

const WHICH_DID_THEY_SAY = /^Which of these did .+ say\?$/u;

/** Whether the question asks which line someone said: its choices are lines of the text, shown. */
export function asksWhatWasSaid(question: GeneratedQuestion): boolean {
  return question.type === 'what' && WHICH_DID_THEY_SAY.test(question.content);
}

/**
 * "Which of these did the chief say?" → "For the king's use!", the other side of a said_who
 * question, for a section whose dialogue is most of what it has. The wrong answers are lines other
 * speakers say in the section, then in the text around it: each line's speaker is named, never the
 * one asked about (nor another name for them: "The old Tree" is "the Tree"), and no line is said
 * twice, so no wrong answer can be the speaker's too.
 */
export function saidWhatQuestions(
  analysis: SectionAnalysis,
  paragraphs: Paragraph[],
  nearbyParagraphs: readonly string[] = [],
): GeneratedQuestion[] {
  const said = [...paragraphs.map((paragraph) => paragraph.content), ...nearbyParagraphs].join('\n');
  const saidOnce = (line: Line) =>
    line.verb === 'said' &&
    isNamedSpeaker(line.speaker) &&
    line.quote.split(/\s+/).length <= MOST_WORDS &&
    said.split(line.quote).length === 2;
  const lines = paragraphs.flatMap(linesIn).filter(saidOnce);
  const around = nearbyParagraphs.flatMap(linesAround).filter(saidOnce);
  return lines.flatMap((line) => {
    const evidence = evidenceOf(analysis.sentences, line);
    const distractors = otherLines(line, [...lines, ...around]);
    if (!evidence || !distractors) return [];
    const content = `Which of these did ${inSentence(line.speaker)} say?`;
    return [buildQuestion('what', content, line.quote, distractors, evidence, textSays(evidence))];
  });
}

/**
 * "Gluck", "the Swallow", "Old Pipes": a speaker the story names, with a capital. One it only
 * describes may be another's other name — the statue is the Happy Prince, the man the gold
 * gatherer, the voice out of the pot the King of the Golden River — and a line of one would be a
 * second right answer: such lines are neither asked nor offered.
 */
function isNamedSpeaker(speaker: string): boolean {
  const head = speaker.split(/\s+/).at(-1) ?? '';
  return /^\p{Lu}/u.test(head) && !isVague(speaker);
}

/** "Now, then" and "Now then", "Thanks!" and "Thanks! thanks!": one line's words, whatever the marks. */
function wordsOf(quote: string): string {
  return normalizeChoiceText(quote.replace(/[^\p{L}\p{N}\s'’]+/gu, ' '));
}

/** Three lines of other speakers, none with the words of another, or undefined. */
function otherLines(line: Line, lines: Line[]): string[] | undefined {
  const taken = [wordsOf(line.quote)];
  const chosen: string[] = [];
  for (const other of lines) {
    const key = wordsOf(other.quote);
    if (sameSpeaker(other.speaker, line.speaker) || taken.some((t) => t.includes(key) || key.includes(t)))
      continue;
    taken.push(key);
    chosen.push(other.quote);
    if (chosen.length === 3) return chosen;
  }
  return undefined;
}
