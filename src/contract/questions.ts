import { z } from 'zod';

/** Case- and whitespace-insensitive form of a choice, so "The  Fox" and "the fox" count as one. */
export function normalizeChoiceText(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLocaleLowerCase();
}

export const generatedChoiceSchema = z.object({
  text: z.string().trim().min(1),
  is_correct: z.boolean(),
});
export type GeneratedChoice = z.infer<typeof generatedChoiceSchema>;

/**
 * A multiple-choice question as a generator produces it (before it is stored and gets ids):
 * exactly four distinct, non-empty choices and exactly one of them correct.
 */
export const generatedQuestionSchema = z
  .object({
    paragraph_index: z.number().int().min(0),
    content: z.string().trim().min(1),
    choices: z.array(generatedChoiceSchema).length(4),
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
