import type { GeneratedQuestion } from '#contract/questions.ts';
import { normalizeChoiceText } from '#contract/questions.ts';
import { buildQuestion, upperFirst } from './build-question.ts';
import { charactersLike, charactersOf } from './characters.ts';
import type { TermPools } from './distractors.ts';
import { type SectionAnalysis, type Sentence, sentenceText } from './section-analysis.ts';
import type { StoryEvent } from './story-events.ts';

const SPEECH = 'said|cried|asked|replied|shouted|whispered|answered|called|exclaimed|added|screamed|sang';
/** A named speaker ("Kai", "Mr. Patel") or "the" and up to two words ("the fox", "the old woman", "the Emperor"). */
const SPEAKER = String.raw`(?:[Tt]he\s+(?:\p{Ll}+\s+){0,2}\p{L}\p{Ll}+|(?:Mrs?|Ms|Dr)\.\s\p{Lu}\p{Ll}+|\p{Lu}\p{Ll}+(?:\s\p{Lu}\p{Ll}+)?)`;
/** The speaker's name ends the phrase ("said the little kitchen maid."), so it is not cut short. */
const SPEAKER_END = String.raw`(?=\s*(?:[.,;:!?—–]|$)|\s(?:to|and|as|with|at|in|when|softly|quietly|sadly)\b)`;
const QUOTE = '["“]([^"“”]{3,160}?)["”]';

/** “…,” said the fox. / “…” the fox said. / The fox said, “…” */
const PATTERNS = [
  new RegExp(String.raw`${QUOTE}\s*(?:${SPEECH})\s+(${SPEAKER})${SPEAKER_END}`, 'gu'),
  new RegExp(String.raw`${QUOTE}\s*(${SPEAKER})\s+(?:${SPEECH})\b`, 'gu'),
  new RegExp(String.raw`(${SPEAKER})\s+(?:${SPEECH}),?:?\s*${QUOTE}`, 'gu'),
];

const NOT_SPEAKERS = /^(?:he|she|they|it|i|we|you|then|but|and|so|now|there|this|that)$/i;

interface Line {
  quote: string;
  speaker: string;
  paragraph_index: number;
}

/** "Who said “I will hear the Nightingale!”?" for each line of dialogue with a named speaker. */
export function saidWhoQuestions(
  analysis: SectionAnalysis,
  paragraphs: { paragraph_index: number; content: string }[],
  events: StoryEvent[],
  pools: TermPools,
): GeneratedQuestion[] {
  const lines = paragraphs.flatMap(linesOf);
  const speakers = [...new Set(lines.map((line) => line.speaker))];
  const characters = [...speakers, ...charactersOf(pools, events, analysis.sentences)];
  return lines.flatMap((line) => {
    const evidence = evidenceOf(analysis.sentences, line);
    if (!evidence || normalizeChoiceText(line.quote).includes(normalizeChoiceText(line.speaker))) return [];
    const distractors = charactersLike(line.speaker, characters);
    if (!distractors) return [];
    const content = `Who said “${line.quote}”?`;
    return [
      buildQuestion(
        'said_who',
        content,
        line.speaker,
        distractors,
        evidence,
        `The story says: “${sentenceText(evidence)}”`,
      ),
    ];
  });
}

function linesOf(paragraph: { paragraph_index: number; content: string }): Line[] {
  const lines: Line[] = [];
  for (const [patternIndex, pattern] of PATTERNS.entries()) {
    for (const match of paragraph.content.matchAll(pattern)) {
      const quote = (patternIndex === 2 ? match[2] : match[1]) ?? '';
      const speaker = (patternIndex === 2 ? match[1] : match[2]) ?? '';
      const words = quote.split(/\s+/).length;
      if (words < 2 || words > 14 || NOT_SPEAKERS.test(speaker.split(/\s/)[0] ?? '')) continue;
      lines.push({
        quote: quote.trim().replace(/[,;:]$/, ''),
        speaker: upperFirst(speaker.trim()),
        paragraph_index: paragraph.paragraph_index,
      });
    }
  }
  return lines;
}

/** The sentence that names the speaker, or failing that the one holding the quote's first words. */
function evidenceOf(sentences: Sentence[], line: Line): Sentence | undefined {
  const inParagraph = sentences.filter((sentence) => sentence.paragraph_index === line.paragraph_index);
  const start = line.quote.split(/\s+/).slice(0, 3).join(' ');
  const speaker = line.speaker.toLowerCase();
  return (
    inParagraph.find(
      (s) => sentenceText(s).includes(start) && sentenceText(s).toLowerCase().includes(speaker),
    ) ?? inParagraph.find((s) => sentenceText(s).includes(start))
  );
}
