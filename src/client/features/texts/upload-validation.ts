import type { z } from 'zod';
import {
  createTextBodySchema,
  EPUB_TOO_LARGE_MESSAGE,
  epubUploadFieldsSchema,
  isEpubTooLarge,
  NO_EPUB_FILE_MESSAGE,
  updateTextBodySchema,
} from '#contract/texts.ts';

export type FieldErrors = Partial<Record<'title' | 'author' | 'content' | 'epub_file', string>>;

export interface TextUploadValues {
  title: string;
  author: string;
  content: string;
}

/** The form checks with the server's own schemas (docs/architecture.md §2): the first message of each field. */
function fieldErrors(schema: z.ZodType, values: unknown): FieldErrors {
  const result = schema.safeParse(values);
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors;
}

const textEditSchema = updateTextBodySchema.pick({ title: true, author: true });
const epubTitleSchema = epubUploadFieldsSchema.pick({ title: true });

/** docs/product.md §5, text type: title, author and content required; title at most 255 characters. */
export const validateTextUpload = (values: TextUploadValues): FieldErrors =>
  fieldErrors(createTextBodySchema, values);

/** The file's own rule alone, so a picked file can be refused before it is previewed. */
export function epubFileError(file: File | null): string | undefined {
  if (!file) return NO_EPUB_FILE_MESSAGE;
  if (isEpubTooLarge(file.size)) return EPUB_TOO_LARGE_MESSAGE;
  return undefined;
}

/** docs/product.md §5, EPUB: a file under 10 MB; title and author optional (the book's metadata otherwise). */
export function validateEpubUpload(values: { file: File | null; title: string }): FieldErrors {
  const fileError = epubFileError(values.file);
  return {
    ...(fileError ? { epub_file: fileError } : {}),
    ...fieldErrors(epubTitleSchema, { title: values.title }),
  };
}

/** docs/product.md §5, edit text: title and author required; title at most 255 characters. */
export const validateTextEdit = (values: { title: string; author: string }): FieldErrors =>
  fieldErrors(textEditSchema, values);
