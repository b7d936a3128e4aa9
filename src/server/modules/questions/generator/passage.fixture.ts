import type { GeneratedQuestion } from '#contract/questions.ts';
import type { SectionParagraph } from '#server/adapters/ai/question-generator.ts';
import type { TermPools } from './distractors.ts';
import { analyseSection, type SectionAnalysis } from './section-analysis.ts';
import { rankSentences } from './sentence-ranking.ts';
import { type StoryEvent, storyEvents } from './story-events.ts';
import { collectTermPools } from './term-pools.ts';

/** A short hand-written passage analysed as the generator does, for the tests of each question type. */
export interface Passage {
  paragraphs: SectionParagraph[];
  analysis: SectionAnalysis;
  pools: TermPools;
  events: StoryEvent[];
  text: string;
}

export function passage(...texts: string[]): Passage {
  const paragraphs = texts.map((content, paragraph_index) => ({ paragraph_index, content }));
  const analysis = analyseSection(paragraphs);
  return {
    paragraphs,
    analysis,
    pools: collectTermPools(rankSentences(analysis)),
    events: storyEvents(analysis),
    text: texts.join('\n'),
  };
}

export function correctChoice(question: GeneratedQuestion | undefined): string | undefined {
  return question?.choices.find((choice) => choice.is_correct)?.text;
}

export function wrongChoices(question: GeneratedQuestion | undefined): string[] {
  return question?.choices.filter((choice) => !choice.is_correct).map((choice) => choice.text) ?? [];
}
