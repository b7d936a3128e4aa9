import type { GeneratedQuestion } from '#contract/questions.ts';
import { normalizeChoiceText } from '#contract/questions.ts';
import { buildQuestion, textSays } from './build-question.ts';
import { charactersLike } from './characters.ts';
import { evidenceOf, inSentence, type Line, linesIn, SPEECH, sameSpeaker } from './said-who-question.ts';
import type { SectionAnalysis } from './section-analysis.ts';

interface Paragraph {
  paragraph_index: number;
  content: string;
}

/** The line the question quotes is read before the choices: it is kept short. */
const MOST_WORDS_QUOTED = 10;

const SPEECH_VERB = new RegExp(String.raw`\b(?:${SPEECH})\b`, 'iu');

/**
 * "After the soldier said “Then tie the rope round my body”, who spoke next?" → The witch, where
 * the soldier's line is the last one his paragraph names a speaker for and the very next paragraph
 * opens on the witch's line: the turn is plain in the text. The wrong answers are the section's
 * other speakers and characters, never the one the question names.
 */
export function nextSpeakerQuestions(
  analysis: SectionAnalysis,
  paragraphs: Paragraph[],
  sectionCharacters: string[],
): GeneratedQuestion[] {
  const said = paragraphs.map((paragraph) => paragraph.content).join('\n');
  // Each paragraph's lines are read once, in the order they are written.
  const lines = paragraphs.map((paragraph) => byPosition(linesIn(paragraph)));
  const speakers = [...new Set(lines.flat().map((line) => line.speaker))];
  return paragraphs.flatMap((paragraph, index) => {
    const following = paragraphs[index + 1];
    const turn = following && turnBetween(paragraph, lines[index] ?? [], following, lines[index + 1] ?? []);
    if (!turn || said.split(turn.before.quote).length > 2) return [];
    const { before, next } = turn;
    const evidence = evidenceOf(analysis.sentences, next);
    // "Speak, Sir Knight" → Sir Roland answers: whoever the line names may be the one who answers.
    const inLine = (name: string) => mentionsHead(before.quote, name);
    if (inLine(next.speaker)) return [];
    const others = [...speakers, ...sectionCharacters].filter(
      (name) => !sameSpeaker(name, before.speaker) && !inLine(name),
    );
    const distractors = charactersLike(next.speaker, others);
    if (!evidence || !distractors) return [];
    const content = `After ${inSentence(before.speaker)} said “${before.quote}”, who spoke next?`;
    return [buildQuestion('sequence', content, next.speaker, distractors, evidence, textSays(evidence))];
  });
}

const WHO_SPOKE_NEXT = /, who spoke next\?$/u;

/** Whether the question asks who spoke next: its choices are names only, like a said_who question's. */
export function asksWhoSpokeNext(question: GeneratedQuestion): boolean {
  return question.type === 'sequence' && WHO_SPOKE_NEXT.test(question.content);
}

/**
 * The last line of `paragraph` with a named speaker and the line `following` opens on, when the
 * speaker changes there: nothing else is said after the first line in its paragraph (no other
 * speech verb), and the second stands at the very start of its paragraph.
 */
function turnBetween(paragraph: Paragraph, lines: Line[], following: Paragraph, followingLines: Line[]) {
  const before = lines.at(-1);
  const next = followingLines[0];
  if (!before || !next || before.verb !== 'said' || next.verb !== 'said') return undefined;
  if (SPEECH_VERB.test(paragraph.content.slice(before.end)) || !opensParagraph(next, following))
    return undefined;
  if (sameSpeaker(before.speaker, next.speaker) || before.quote.split(/\s+/).length > MOST_WORDS_QUOTED)
    return undefined;
  return { before, next };
}

function byPosition(lines: Line[]): Line[] {
  return [...lines].sort((one, other) => one.at - other.at);
}

function opensParagraph(line: Line, paragraph: Paragraph): boolean {
  return paragraph.content.slice(0, line.at).trim() === '';
}

/** Whether the line says the name's last word ("Gluck", "Sir Knight" → "knight", "boy"). */
function mentionsHead(quote: string, name: string): boolean {
  const head = normalizeChoiceText(name).split(' ').at(-1) ?? '';
  return (
    head.length > 0 &&
    normalizeChoiceText(quote)
      .split(/[^\p{L}\p{N}'’-]+/u)
      .includes(head)
  );
}
