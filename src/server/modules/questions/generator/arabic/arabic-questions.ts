import type { GeneratedQuestion } from '#contract/questions.ts';
import type { SectionParagraph } from '#server/adapters/ai/question-generator.ts';
import type { SectionAnalysis } from '../section-analysis.ts';
import { arabicMainIdeaQuestions } from './arabic-main-idea-question.ts';
import { arabicSequenceQuestions } from './arabic-sequence-question.ts';
import { arabicTrueStatementQuestions } from './arabic-true-statement-question.ts';
import { arabicWhatIsQuestions } from './arabic-what-is-question.ts';

/**
 * The questions an Arabic section allows without an Arabic parser, worded in Arabic: what the part
 * is mostly about, what came first or right after, which statement is true (a changed number), and
 * what a thing is ("الجينات هي …"). Blanks are made beside them by the caller.
 */
export function arabicQuestions(
  analysis: SectionAnalysis,
  paragraphs: SectionParagraph[],
): GeneratedQuestion[] {
  const sectionText = paragraphs.map((paragraph) => paragraph.content).join('\n');
  return [
    ...arabicWhatIsQuestions(analysis.sentences),
    ...arabicMainIdeaQuestions(analysis.sentences),
    ...arabicSequenceQuestions(analysis.sentences),
    ...arabicTrueStatementQuestions(analysis.sentences, sectionText),
  ];
}
