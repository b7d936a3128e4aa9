import type { QuestionType } from '#contract/question-fields.ts';
import { type GeneratedQuestion, normalizeChoiceText } from '#contract/questions.ts';
import {
  DEFAULT_MAX_QUESTIONS,
  type QuestionGenerator,
  type QuestionSection,
} from '#server/adapters/ai/question-generator.ts';
import { arrangeChoices } from './choices.ts';
import { clozeQuestion } from './cloze-question.ts';
import { pickDistractors, type TermPools } from './distractors.ts';
import type { QuestionDraft } from './question-draft.ts';
import { analyseSection, type Sentence, sentenceText } from './section-analysis.ts';
import { rankSentences, tagTopFully } from './sentence-ranking.ts';
import { collectTermPools } from './term-pools.ts';
import { whQuestions } from './wh-questions.ts';
import { wordSpottingQuestion } from './word-spotting-question.ts';

/** The offline default: deterministic NLP questions from the section's own words, no network. */
export function createBuiltinQuestionGenerator(): QuestionGenerator {
  return {
    async generate(section, options) {
      const questions = generateBuiltinQuestions(section, options?.maxQuestions ?? DEFAULT_MAX_QUESTIONS);
      return questions.map((question) => ({ ...question, source: 'builtin' as const }));
    },
  };
}

/** How many of the top sentences get compromise's full (slower, context-aware) tagging. */
const FULLY_TAGGED_SENTENCES = 3;

/**
 * Walks the section's sentences from most to least central and asks at most one question per sentence,
 * preferring a kind of question not asked yet and never the same answer twice. A section with no
 * askable sentence gets one word-spotting question; [] only when it has no content word at all.
 */
export function generateBuiltinQuestions(
  section: QuestionSection,
  maxQuestions: number,
): GeneratedQuestion[] {
  const analysis = analyseSection(section.paragraphs);
  const quicklyTagged = rankSentences(analysis);
  const pools = collectTermPools(quicklyTagged);
  const questions: GeneratedQuestion[] = [];
  const usedAnswers = new Set<string>();
  const usedTypes = new Set<QuestionDraft['type']>();
  for (const candidate of tagTopFully(quicklyTagged, FULLY_TAGGED_SENTENCES, analysis)) {
    if (questions.length >= maxQuestions) break;
    const drafts = [...whQuestions(candidate), ...clozeQuestion(candidate, analysis)]
      .filter((draft) => !usedAnswers.has(normalizeChoiceText(draft.answer.text)))
      .sort((a, b) => Number(usedTypes.has(a.type)) - Number(usedTypes.has(b.type)));
    for (const draft of drafts) {
      const question = withChoices(draft, draft.content, candidate.sentence, pools);
      if (!question) continue;
      questions.push(question);
      usedAnswers.add(normalizeChoiceText(draft.answer.text));
      usedTypes.add(draft.type);
      break;
    }
  }
  if (questions.length > 0 || maxQuestions < 1) return questions;
  const spotting = wordSpottingQuestion(analysis);
  const sectionText = section.paragraphs.map((paragraph) => paragraph.content).join('\n');
  const question = spotting && withChoices(spotting.draft, sectionText, spotting.sentence, pools);
  return question ? [question] : [];
}

const QUESTION_TYPE_OF_DRAFT: Record<QuestionDraft['type'], QuestionType> = {
  who: 'who',
  where: 'where',
  'how-many': 'how',
  'what-did': 'what',
  cloze: 'cloze',
  'word-spotting': 'cloze',
};

/** The question with its four choices, or undefined when three good distractors cannot be found. */
function withChoices(
  draft: QuestionDraft,
  visibleText: string,
  evidence: Sentence,
  pools: TermPools,
): GeneratedQuestion | undefined {
  const distractors = pickDistractors(draft.answer, visibleText, pools);
  if (!distractors) return undefined;
  const sentence = sentenceText(evidence);
  return {
    paragraph_index: evidence.paragraph_index,
    type: QUESTION_TYPE_OF_DRAFT[draft.type],
    content: draft.content,
    choices: arrangeChoices(draft.content, draft.answer.text, distractors),
    explanation: `The story says: “${sentence}”`,
    evidence: { paragraph_index: evidence.paragraph_index, sentence },
  };
}
