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
  const whatIs = arabicWhatIsQuestions(analysis.sentences);
  const trueStatements = arabicTrueStatementQuestions(analysis.sentences, sectionText);
  return [
    ...whatIs,
    ...mainIdeaAndOrder(analysis.sentences, whatIs.length + trueStatements.length > 0),
    ...trueStatements,
  ];
}

/**
 * The main idea and the order questions, each without the other's answer among its choices where
 * the statements allow: a question that shows another's answer gives it away, so a section is
 * asked only one of them (and both draw on the same few statements).
 */
function mainIdeaAndOrder(sentences: readonly Sentence[], askedBesides: boolean): GeneratedQuestion[] {
  const mainIdea = arabicMainIdeaQuestions(sentences);
  // Clauses widen the order question only where it can make a third kind: alone beside blanks, its
  // four statements would show the words the blanks ask and leave a section fewer questions.
  const withClauses = askedBesides || mainIdea.length > 0;
  const orderApart = arabicSequenceQuestions(sentences, { shownElsewhere: answersOf(mainIdea), withClauses });
  const mainIdeaApart = arabicMainIdeaQuestions(sentences, answersOf(orderApart));
  if (mainIdea.length > 0 && orderApart.length > 0 && mainIdeaApart.length > 0)
    return [...mainIdeaApart, ...orderApart];
  return [...mainIdea, ...arabicSequenceQuestions(sentences, { withClauses })];
}

/** The right answers of questions, as `plainArabic` spells them. */
function answersOf(questions: readonly GeneratedQuestion[]): Set<string> {
  return new Set(
    questions.flatMap((question) =>
      question.choices.filter((choice) => choice.is_correct).map((choice) => plainArabic(choice.text)),
    ),
  );
}
