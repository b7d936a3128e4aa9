import { type GeneratedQuestion, normalizeChoiceText } from '#contract/questions.ts';
import {
  DEFAULT_MAX_QUESTIONS,
  type QuestionGenerator,
  type QuestionSection,
} from '#server/adapters/ai/question-generator.ts';
import { turkishMainIdeaQuestions } from './turkish-main-idea-question.ts';
import { turkishSaidWhoQuestions } from './turkish-said-who-question.ts';
import { sentencesOf } from './turkish-section.ts';
import { turkishSequenceQuestions } from './turkish-sequence-question.ts';
import { turkishTrueStatementQuestions } from './turkish-true-statement-question.ts';
import { namesOf } from './turkish-words.ts';

/**
 * The built-in generator for Turkish texts: the kinds of question that need no English parser —
 * who said it (quotation marks and the dialogue dash), what happened first, what the part is mostly
 * about, which statement is true. The wh-, vocabulary and fill-in-the-blank questions need a Turkish
 * morphological analyser the app does not have; for those the AI service asks in Turkish.
 */
export function createTurkishQuestionGenerator(): QuestionGenerator {
  return {
    async generate(section, options) {
      const questions = generateTurkishQuestions(section, options?.maxQuestions ?? DEFAULT_MAX_QUESTIONS);
      return questions.map((question) => ({ ...question, source: 'builtin' as const }));
    },
  };
}

/**
 * Every question the section allows, taken a type at a time (the starting type turns with the
 * section, so a book gets every type somewhere), never the same right answer twice.
 */
export function generateTurkishQuestions(
  section: QuestionSection,
  maxQuestions: number,
): GeneratedQuestion[] {
  const sentences = sentencesOf(section.paragraphs);
  const names = namesOf(sentences);
  const sectionText = section.paragraphs.map((paragraph) => paragraph.content).join('\n');
  const byType = [
    turkishSaidWhoQuestions(sentences, names),
    turkishSequenceQuestions(sentences),
    turkishMainIdeaQuestions(sentences),
    turkishTrueStatementQuestions(sentences, names, sectionText),
  ];
  const turn = section.chunk_index % byType.length;
  const lists = [...byType.slice(turn), ...byType.slice(0, turn)];
  const chosen: GeneratedQuestion[] = [];
  const answers = new Set<string>();
  for (let round = 0; chosen.length < maxQuestions && lists.some((list) => list.length > round); round++) {
    for (const list of lists) {
      const question = list[round];
      if (!question || chosen.length >= maxQuestions) continue;
      const answer = normalizeChoiceText(question.choices.find((choice) => choice.is_correct)?.text ?? '');
      if (answers.has(answer)) continue;
      answers.add(answer);
      chosen.push(question);
    }
  }
  return chosen;
}
