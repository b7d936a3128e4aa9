import { z } from 'zod';
import { endpoints } from './endpoints.ts';
import { isTurkish } from './languages.ts';
import { questionElementSchema, questionEvidenceSchema, questionTypeSchema } from './question-fields.ts';
import { defineRoute, pathOf } from './route.ts';
import { rowIdParam } from './row-id.ts';
import { paragraphQuestionSchema, questionParamsSchema, textIdParamsSchema } from './texts.ts';

/**
 * Case- and whitespace-insensitive form of a choice, so "The  Fox" and "the fox" count as one.
 * Turkish casing for a Turkish text (`language` 'tr': "IŞIK" is "ışık", "İZMİR" is "izmir");
 * otherwise the same whatever the machine's locale, with "İ" folded to "i" so "İzmir" and "izmir"
 * still match where the language is not known.
 */
export function normalizeChoiceText(text: string, language?: string): string {
  const spaced = text.trim().replace(/\s+/g, ' ');
  if (isTurkish(language)) return spaced.toLocaleLowerCase('tr');
  // toLowerCase is the English mapping; it turns "İ" into "i̇", written here as a plain "i".
  const lower = spaced.toLowerCase();
  return lower.includes('\u0307') ? lower.replace(/i\u0307/g, 'i') : lower;
}

export const generatedChoiceSchema = z.object({
  text: z.string().trim().min(1),
  is_correct: z.boolean(),
});
export type GeneratedChoice = z.infer<typeof generatedChoiceSchema>;

/**
 * A multiple-choice question as a generator produces it (before it is stored and gets ids):
 * its type, exactly four distinct, non-empty choices and exactly one of them correct, a short
 * explanation of why the answer is right, and the sentence of the section that proves it.
 * Its skill follows from its type (`skillOfType`) and its source from the generator that made it.
 */
export const generatedQuestionSchema = z
  .object({
    paragraph_index: z.number().int().min(0),
    type: questionTypeSchema,
    /** The story element asked about; `elementOfType[type]` when a generator leaves it out. */
    element: questionElementSchema.optional(),
    content: z.string().trim().min(1),
    choices: z.array(generatedChoiceSchema).length(4),
    explanation: z.string().trim().min(1),
    evidence: questionEvidenceSchema,
  })
  .superRefine((question, ctx) => {
    const correct = question.choices.filter((choice) => choice.is_correct).length;
    if (correct !== 1) {
      ctx.addIssue({
        code: 'custom',
        path: ['choices'],
        message: `must have exactly one correct choice, not ${correct}`,
      });
    }
    const distinct = new Set(question.choices.map((choice) => normalizeChoiceText(choice.text)));
    if (distinct.size !== question.choices.length) {
      ctx.addIssue({ code: 'custom', path: ['choices'], message: 'must all be different' });
    }
  });
export type GeneratedQuestion = z.infer<typeof generatedQuestionSchema>;

/** What an AI service must answer: an object (JSON-schema outputs need one at the top) holding the questions. */
export const generatedQuestionsReplySchema = z.object({ questions: z.array(generatedQuestionSchema) });
export type GeneratedQuestionsReply = z.infer<typeof generatedQuestionsReplySchema>;

// ---- Question generation calls (docs/product.md §7); the owner's editor uses them. ----

/** Every 4th paragraph starts a section, and each section is one background job. */
export const triggerQuestionGenerationResponseSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  data: z.object({ jobs_dispatched: z.number().int(), total_paragraphs: z.number().int() }),
});
export type TriggerQuestionGenerationResponse = z.infer<typeof triggerQuestionGenerationResponseSchema>;

/** The last section index whose paragraphs (four each) still have 32-bit indexes. */
export const MAX_CHUNK_INDEX = Math.floor(2_147_483_647 / 4) - 1;

/** POST /api/texts/{id}/generate-questions: one section, generated now. */
export const generateSectionQuestionsBodySchema = z.object({
  chunk_index: z.coerce
    .number({ error: 'The chunk index must be a number.' })
    .int('The chunk index must be a whole number.')
    .min(0, 'The chunk index cannot be negative.')
    // Paragraph indexes are 32-bit in the database: a section past this one would overflow them (a 500).
    .max(MAX_CHUNK_INDEX, 'This text has no section that far on.'),
});

/** A stored question as the owner sees it (with the correct choice marked), as in the paragraphs call. */
export type StoredQuestion = z.infer<typeof paragraphQuestionSchema>;

/** Both "generate now" calls: the `{status, message}` of docs/product.md §7 plus the questions that replaced the old ones. */
export const generateQuestionsResponseSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  data: z.array(paragraphQuestionSchema),
});
export type GenerateQuestionsResponse = z.infer<typeof generateQuestionsResponseSchema>;

/**
 * GET /api/texts/{id}/question-generation: sections of the text's current generation by state.
 * A generation is under way while `pending + running > 0` (the editor then pauses its 30 s refresh).
 * "Current" is every run still under way, or else the latest finished one; all zero if none.
 */
export const questionGenerationStatusSchema = z.object({
  pending: z.number().int(),
  running: z.number().int(),
  completed: z.number().int(),
  failed: z.number().int(),
});
export type QuestionGenerationStatus = z.infer<typeof questionGenerationStatusSchema>;
export const questionGenerationStatusResponseSchema = z.object({ data: questionGenerationStatusSchema });

export const paragraphIdParamsSchema = z.object({ paragraphId: rowIdParam });

// ---- Questions a teacher writes or fixes (docs/product.md §7, "Questions"). ----

export const MIN_CHOICES = 2;
export const MAX_CHOICES = 5;
const MAX_QUESTION_LENGTH = 500;
const MAX_CHOICE_LENGTH = 200;
const MAX_EXPLANATION_LENGTH = 600;

const teacherChoiceSchema = z.object({
  text: z
    .string({ error: 'Every choice needs some words.' })
    .trim()
    .min(1, 'Every choice needs some words.')
    .max(MAX_CHOICE_LENGTH, `A choice cannot exceed ${MAX_CHOICE_LENGTH} characters.`),
  is_correct: z.boolean({ error: 'Say whether each choice is correct.' }),
});

/**
 * POST /api/texts/{id}/questions and PUT …/questions/{questionId}: a question as a teacher writes it.
 * Whether the paragraph exists and the evidence stands in it word for word is checked against the text.
 */
export const teacherQuestionBodySchema = z
  .object({
    paragraph_index: z
      .number({ error: 'Choose the paragraph the question is about.' })
      .int('Choose the paragraph the question is about.')
      .min(0, 'Choose the paragraph the question is about.'),
    type: questionTypeSchema,
    /** Which part of the story it asks about; `elementOfType[type]` when the teacher does not say. */
    element: questionElementSchema.optional(),
    content: z
      .string({ error: 'Please write the question.' })
      .trim()
      .min(1, 'Please write the question.')
      .max(MAX_QUESTION_LENGTH, `The question cannot exceed ${MAX_QUESTION_LENGTH} characters.`),
    choices: z
      .array(teacherChoiceSchema, { error: `Give between ${MIN_CHOICES} and ${MAX_CHOICES} choices.` })
      .min(MIN_CHOICES, `Give between ${MIN_CHOICES} and ${MAX_CHOICES} choices.`)
      .max(MAX_CHOICES, `Give between ${MIN_CHOICES} and ${MAX_CHOICES} choices.`),
    explanation: z
      .string({ error: 'Please say why the answer is right.' })
      .trim()
      .min(1, 'Please say why the answer is right.')
      .max(MAX_EXPLANATION_LENGTH, `The explanation cannot exceed ${MAX_EXPLANATION_LENGTH} characters.`),
    evidence: questionEvidenceSchema.nullish(),
  })
  .superRefine((question, ctx) => {
    const correct = question.choices.filter((choice) => choice.is_correct).length;
    if (correct !== 1) {
      ctx.addIssue({ code: 'custom', path: ['choices'], message: 'Mark exactly one choice as correct.' });
    }
    const distinct = new Set(question.choices.map((choice) => normalizeChoiceText(choice.text)));
    if (distinct.size !== question.choices.length) {
      ctx.addIssue({ code: 'custom', path: ['choices'], message: 'No two choices can be the same.' });
    }
  });
export type TeacherQuestionBody = z.input<typeof teacherQuestionBodySchema>;
/** A teacher's question once the schema has checked it (trimmed, one correct choice). */
export type TeacherQuestion = z.output<typeof teacherQuestionBodySchema>;

/** What the three calls that write one question answer: the question as the editor shows it. */
export const questionWriteResponseSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  data: paragraphQuestionSchema,
});

/** 409 from Replace (…/regenerate) when every question the section can get is already there; nothing changes. */
export const NO_OTHER_QUESTION_MESSAGE =
  'No other question can be made from this part of the text. You can write one instead.';

/** The question generation calls (docs/product.md §7); the text's owner only. */
export const questionRoutes = {
  trigger: defineRoute(endpoints.questions.trigger, {
    params: textIdParamsSchema,
    response: { 200: triggerQuestionGenerationResponseSchema },
  }),
  generateSection: defineRoute(endpoints.questions.generateSection, {
    params: textIdParamsSchema,
    body: generateSectionQuestionsBodySchema,
    response: { 200: generateQuestionsResponseSchema },
  }),
  generateParagraph: defineRoute(endpoints.questions.generateParagraph, {
    params: paragraphIdParamsSchema,
    response: { 200: generateQuestionsResponseSchema },
  }),
  status: defineRoute(endpoints.questions.status, {
    params: textIdParamsSchema,
    response: { 200: questionGenerationStatusResponseSchema },
  }),
  create: defineRoute(endpoints.questions.create, {
    params: textIdParamsSchema,
    body: teacherQuestionBodySchema,
    response: { 201: questionWriteResponseSchema },
  }),
  update: defineRoute(endpoints.questions.update, {
    params: questionParamsSchema,
    body: teacherQuestionBodySchema,
    response: { 200: questionWriteResponseSchema },
  }),
  regenerate: defineRoute(endpoints.questions.regenerate, {
    params: questionParamsSchema,
    response: { 200: questionWriteResponseSchema },
  }),
};

/** URL paths filled from `endpoints` (tests use them). */
export const questionGenerationPaths = {
  trigger: (textId: number) => pathOf(endpoints.questions.trigger, { id: textId }),
  generateSection: (textId: number) => pathOf(endpoints.questions.generateSection, { id: textId }),
  generateParagraph: (paragraphId: number) => pathOf(endpoints.questions.generateParagraph, { paragraphId }),
  status: (textId: number) => pathOf(endpoints.questions.status, { id: textId }),
};

/** URL paths of the calls that write one question. */
export const questionPaths = {
  create: (textId: number) => pathOf(endpoints.questions.create, { id: textId }),
  update: (textId: number, questionId: number) =>
    pathOf(endpoints.questions.update, { id: textId, questionId }),
  regenerate: (textId: number, questionId: number) =>
    pathOf(endpoints.questions.regenerate, { id: textId, questionId }),
};
