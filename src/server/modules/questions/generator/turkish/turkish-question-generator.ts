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
 * Up to `maxQuestions` of the questions the section allows, a type at a time (the starting type
 * turns with the section, so a book gets every type somewhere), never the same right answer twice.
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
    // What a part is mostly about before the order of events: the sentence central to the part is
    // often its first event too, and the order has a second question ("just after") to fall back on.
    turkishMainIdeaQuestions(sentences),
    turkishSequenceQuestions(sentences),
    turkishTrueStatementQuestions(sentences, names, sectionText),
  ];
  const turn = section.chunk_index % byType.length;
  const lists = [...byType.slice(turn), ...byType.slice(0, turn)];
  return mixTypes(lists, maxQuestions);
}

/**
 * One question of each type in turn, each the type's first whose right answer no chosen question
 * has (the first sentence of a story is the answer to several kinds of question), until `max`.
 */
function mixTypes(lists: GeneratedQuestion[][], max: number): GeneratedQuestion[] {
  const chosen: GeneratedQuestion[] = [];
  const answers = new Set<string>();
  const answerOf = (question: GeneratedQuestion) =>
    normalizeChoiceText(question.choices.find((choice) => choice.is_correct)?.text ?? '', 'tr');
  const remaining = lists.map((list) => [...list]);
  while (chosen.length < max && remaining.some((list) => list.length > 0)) {
    for (const list of remaining) {
      if (chosen.length >= max) break;
      // Drop this type's questions whose answer is taken, then take the next one.
      while (list.length > 0 && answers.has(answerOf(list[0] as GeneratedQuestion))) list.shift();
      const question = list.shift();
      if (!question) continue;
      answers.add(answerOf(question));
      chosen.push(question);
    }
  }
  return chosen;
}
