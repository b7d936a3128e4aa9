import { EPUB_TOO_LARGE_MESSAGE, isEpubTooLarge } from '#contract/texts.ts';

export const TITLE_TOO_LONG = 'Title cannot exceed 255 characters.';
const MAX_TITLE = 255;

export type FieldErrors = Partial<Record<'title' | 'author' | 'content' | 'epub_file', string>>;

export interface TextUploadValues {
  title: string;
  author: string;
  content: string;
}

const blank = (value: string) => value.trim() === '';
const withoutEmpty = (errors: FieldErrors): FieldErrors =>
  Object.fromEntries(Object.entries(errors).filter(([, message]) => message));
const tooLongTitleError = (title: string) => (title.trim().length > MAX_TITLE ? TITLE_TOO_LONG : undefined);
const requiredTitleError = (title: string, requiredMessage: string) =>
  blank(title) ? requiredMessage : tooLongTitleError(title);

/** docs/product.md §5, text type: title, author and content required; title at most 255 characters. */
export function validateTextUpload(values: TextUploadValues): FieldErrors {
  return withoutEmpty({
    title: requiredTitleError(values.title, 'Title is required for text uploads.'),
    author: blank(values.author) ? 'Author is required for text uploads.' : undefined,
    content: blank(values.content) ? 'Text content is required.' : undefined,
  });
}

/** The file's own rule alone, so a picked file can be refused before it is previewed. */
export function epubFileError(file: File | null): string | undefined {
  if (!file) return 'Please select an EPUB file.';
  if (isEpubTooLarge(file.size)) return EPUB_TOO_LARGE_MESSAGE;
  return undefined;
}

/** docs/product.md §5, EPUB: a file under 10 MB; title and author optional (the book's metadata otherwise). */
export function validateEpubUpload(values: { file: File | null; title: string }): FieldErrors {
  return withoutEmpty({
    epub_file: epubFileError(values.file),
    title: tooLongTitleError(values.title),
  });
}

/** docs/product.md §5, edit text: title and author required; title at most 255 characters. */
export function validateTextEdit(values: { title: string; author: string }): FieldErrors {
  return withoutEmpty({
    title: requiredTitleError(values.title, 'Title is required.'),
    author: blank(values.author) ? 'Author is required.' : undefined,
  });
}
