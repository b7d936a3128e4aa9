import { z } from 'zod';

/** A text's language as a BCP 47 tag ('tr', 'en-US', 'ar'); 'und' when it could not be told. */
export const textLanguageSchema = z.string().regex(/^[A-Za-z]{2,8}(?:-[A-Za-z\d]{1,8})*$/);
export type TextLanguage = z.infer<typeof textLanguageSchema>;

export const UNDETERMINED_LANGUAGE = 'und';

/** The language subtag of a BCP 47 tag, lower case: 'tr' of 'tr-TR', 'en' of 'EN-us'. */
export const primaryLanguage = (tag: string | null | undefined) =>
  (tag ?? '').split('-')[0]?.toLowerCase() ?? '';

/**
 * Turkish texts get Ateşman's readability and the built-in Turkish questions; for them only the AI
 * service gives every question type (docs/languages.md). The editor can say so from `text.language`.
 */
export const isTurkish = (tag: string | null | undefined) => primaryLanguage(tag) === 'tr';

/** The question types the built-in generator writes for a Turkish text (the AI service writes all). */
export const builtinTurkishQuestionTypes = ['said_who', 'sequence', 'main_idea', 'true_statement'] as const;
