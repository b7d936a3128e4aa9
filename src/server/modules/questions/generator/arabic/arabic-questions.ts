import type { GeneratedQuestion } from '#contract/questions.ts';
import type { SectionParagraph } from '#server/adapters/ai/question-generator.ts';
import type { SectionAnalysis, Sentence } from '../section-analysis.ts';
import { arabicMainIdeaQuestions } from './arabic-main-idea-question.ts';
import { arabicSequenceQuestions } from './arabic-sequence-question.ts';
import { arabicTrueStatementQuestions } from './arabic-true-statement-question.ts';
import { arabicWhatIsQuestions } from './arabic-what-is-question.ts';
import { plainArabic } from './arabic-words.ts';

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
    ...mainIdeaAndOrder(analysis.sentences),
    ...arabicTrueStatementQuestions(analysis.sentences, sectionText),
  ];
}

/**
 * The main idea and the order questions, each without the other's answer among its choices where
 * the statements allow: a question that shows another's answer gives it away, so a section is
 * asked only one of them (and both draw on the same few statements).
 */
function mainIdeaAndOrder(sentences: readonly Sentence[]): GeneratedQuestion[] {
  const mainIdea = arabicMainIdeaQuestions(sentences);
  const order = arabicSequenceQuestions(sentences);
  const central = answersOf(mainIdea);
  const orderApart = arabicSequenceQuestions(sentences, central);
  const mainIdeaApart = arabicMainIdeaQuestions(sentences, answersOf(orderApart));
  if (central.size === 0 || orderApart.length === 0 || mainIdeaApart.length === 0)
    return [...mainIdea, ...order];
  return [...mainIdeaApart, ...orderApart];
}

/** The right answers of questions, as `plainArabic` spells them. */
function answersOf(questions: readonly GeneratedQuestion[]): Set<string> {
  return new Set(
    questions.flatMap((question) =>
      question.choices.filter((choice) => choice.is_correct).map((choice) => plainArabic(choice.text)),
    ),
  );
}
