import { z } from 'zod';

/** What a question asks (docs/product.md §7, "Questions"). */
export const questionTypes = [
  'who',
  'what',
  'where',
  'when',
  'why',
  'how',
  'said_who',
  'main_idea',
  'sequence',
  'vocabulary',
  'true_statement',
  'cloze',
] as const;
export type QuestionType = (typeof questionTypes)[number];

/**
 * The part of the story a question asks about: FairytaleQA's seven narrative elements, or `word`
 * for a question that tests words rather than the story (a word's meaning, a blank, who said a
 * line). "How did Gerda feel when …?" is type `how`, element `feeling` (docs/questions.md).
 */
export const questionElements = [
  'character',
  'setting',
  'action',
  'feeling',
  'causal',
  'outcome',
  'prediction',
  'word',
] as const;
export type QuestionElement = (typeof questionElements)[number];
export const questionElementSchema = z.enum(questionElements, {
  error: `The element must be one of: ${questionElements.join(', ')}.`,
});

/**
 * The element a question of each type asks about when its writer does not say: what a question
 * of the type asks most often. A generator that knows better (a `how` about a feeling) says so.
 */
export const elementOfType: Record<QuestionType, QuestionElement> = {
  who: 'character',
  what: 'action',
  where: 'setting',
  when: 'setting',
  why: 'causal',
  how: 'action',
  said_who: 'word',
  main_idea: 'action',
  sequence: 'action',
  vocabulary: 'word',
  true_statement: 'action',
  cloze: 'word',
};

/** The element a question asks about: its own, or the one its type asks about most often. */
export function elementOf(question: {
  type: QuestionType;
  element?: QuestionElement | undefined;
}): QuestionElement {
  return question.element ?? elementOfType[question.type];
}

/** The words a teacher sees on a question's element badge. */
export const questionElementLabels: Record<QuestionElement, string> = {
  character: 'Character',
  setting: 'Setting',
  action: 'Action',
  feeling: 'Feeling',
  causal: 'Cause',
  outcome: 'Outcome',
  prediction: 'Prediction',
  word: 'Words',
};

/**
 * Item-writing flaws the shared checker finds in a question, whoever wrote it (docs/questions.md,
 * "Flaws"): generated questions with one are not kept; a teacher's are kept and shown with hints.
 */
export const questionFlawCodes = [
  'second_right_answer',
  'answer_in_stem',
  'choices_unlike',
  'ungrammatical',
  'unknown_character',
  'adult_definition',
  'unsuitable',
] as const;
export type QuestionFlaw = (typeof questionFlawCodes)[number];

/** The reading skill a question exercises; teachers' results group by it. */
export const questionSkills = ['literal', 'inference', 'vocabulary', 'structure'] as const;
export type QuestionSkill = (typeof questionSkills)[number];

/** Who wrote a question: the built-in generator, an AI service, or the teacher. */
export const questionSources = ['builtin', 'ai', 'teacher'] as const;
export type QuestionSource = (typeof questionSources)[number];

/**
 * The skill each type exercises. A `why` answer is a reason the reader has to connect to the
 * event; a true statement has to be checked against the whole section; the order of events and
 * what a part is mostly about are the text's structure.
 */
export const skillOfType: Record<QuestionType, QuestionSkill> = {
  who: 'literal',
  what: 'literal',
  where: 'literal',
  when: 'literal',
  why: 'inference',
  how: 'literal',
  said_who: 'literal',
  main_idea: 'structure',
  sequence: 'structure',
  vocabulary: 'vocabulary',
  true_statement: 'inference',
  cloze: 'literal',
};

/** The words a teacher and a child see on a question's type badge. */
export const questionTypeLabels: Record<QuestionType, string> = {
  who: 'Who',
  what: 'What',
  where: 'Where',
  when: 'When',
  why: 'Why',
  how: 'How',
  said_who: 'Who said it',
  main_idea: 'Main idea',
  sequence: 'Order of events',
  vocabulary: 'Word meaning',
  true_statement: 'True or not',
  cloze: 'Missing word',
};

export const questionTypeSchema = z.enum(questionTypes, {
  error: `The type must be one of: ${questionTypes.join(', ')}.`,
});

/** The sentence of the text, verbatim, that proves the answer, and the paragraph it is in. */
export const questionEvidenceSchema = z.object({
  paragraph_index: z.number().int().min(0),
  sentence: z.string().trim().min(1),
});
export type QuestionEvidence = z.infer<typeof questionEvidenceSchema>;

/** A question's fields beyond its stem and choices, as every response that carries questions to the owner shows them. */
export const storedQuestionFieldsSchema = z.object({
  type: z.enum(questionTypes),
  element: z.enum(questionElements),
  skill: z.enum(questionSkills),
  source: z.enum(questionSources),
  explanation: z.string(),
  /** Null only for a teacher's question written without one, or a question older than evidence. */
  evidence: questionEvidenceSchema.nullable(),
  /**
   * What the shared checker finds wrong with it now, against its section and the sections around
   * (docs/questions.md, "Flaws on read"): computed on every read, never stored, so it follows the checker.
   */
  flaws: z.array(z.enum(questionFlawCodes)),
});
