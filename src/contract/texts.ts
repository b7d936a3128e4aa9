import { z } from 'zod';
import { endpoints } from './endpoints.ts';
import { textLanguageSchema } from './languages.ts';
import { messageResponseSchema } from './message-response.ts';
import { storedQuestionFieldsSchema } from './question-fields.ts';
import { defineRoute } from './route.ts';
import { rowIdParam } from './row-id.ts';

export const MAX_EPUB_BYTES = 10 * 1024 * 1024; // 10 MB
export const PARAGRAPHS_PER_SECTION = 4;
export const EPUB_TOO_LARGE_MESSAGE = 'EPUB file size must be less than 10MB.';
export const NO_EPUB_FILE_MESSAGE = 'Please select an EPUB file.';

/** "Less than 10MB": a file of exactly 10 MB is refused, by the form and by the server alike. */
export const isEpubTooLarge = (bytes: number) => bytes >= MAX_EPUB_BYTES;

export const textStatusSchema = z.enum(['draft', 'published']);
export type TextStatus = z.infer<typeof textStatusSchema>;

/**
 * A picture of a picture book (DESIGN.md §5), shown before its paragraph's text; `src` is
 * `/api/texts/{id}/images/{name}`, served to the owner and the assignees.
 */
export const textImageSchema = z.object({
  src: z.string(),
  alt: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type TextImage = z.infer<typeof textImageSchema>;
/**
 * A text's cover picture, or null when the book has none. The server always sends it; it is
 * optional because copies saved on a device before covers existed lack it.
 */
export const textCoverSchema = z.object({ src: z.string() }).nullable().optional();
export type TextCover = z.infer<typeof textCoverSchema>;
/**
 * The text's language, BCP 47 (DESIGN.md §5): the EPUB's `dc:language`, else detected; 'und' when
 * it could not be told. The server always sends it; it is optional because copies saved on a
 * device before languages existed lack it. For 'tr' only the AI service gives every question type.
 */
export const textLanguageFieldSchema = textLanguageSchema.optional();

/** A row of My Texts; `content` only where the whole text is at hand (never in the list). */
export const textSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  author: z.string(),
  status: textStatusSchema,
  content: z.string().optional(),
  epub_file_path: z.string().nullable(),
  cover: textCoverSchema,
  paragraphs_count: z.number().int(),
  question_count: z.number().int(),
  word_count: z.number().int(),
  reading_level: z.number(),
  language: textLanguageFieldSchema,
  created_at: z.string(),
  updated_at: z.string(),
});
export type Text = z.infer<typeof textSchema>;

export const textListResponseSchema = z.object({ data: z.array(textSchema) });
export const textWriteResponseSchema = z.object({ data: textSchema, message: z.string() });
/** An EPUB upload's answer: `dropped_images` says, a sentence each, which pictures were left out. */
export const epubUploadResponseSchema = textWriteResponseSchema.extend({
  dropped_images: z.array(z.string()).optional(),
});

export const paragraphSchema = z.object({
  id: z.number().int(),
  content: z.string(),
  paragraph_index: z.number().int(),
  /** Only on a paragraph that has pictures. */
  images: z.array(textImageSchema).optional(),
});
export type Paragraph = z.infer<typeof paragraphSchema>;

export const chunkSchema = z.object({ chunk_index: z.number().int(), paragraphs: z.array(paragraphSchema) });
export type Chunk = z.infer<typeof chunkSchema>;

export const textDetailSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  author: z.string(),
  status: textStatusSchema,
  word_count: z.number().int(),
  reading_level: z.number(),
  language: textLanguageFieldSchema,
  epub_file_path: z.string().nullable(),
  cover: textCoverSchema,
  chunks: z.array(chunkSchema),
});
export type TextDetail = z.infer<typeof textDetailSchema>;
export const textDetailResponseSchema = z.object({ data: textDetailSchema });

export const paragraphChoiceSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  is_correct: z.boolean(),
});
export const paragraphQuestionSchema = storedQuestionFieldsSchema.extend({
  id: z.number().int(),
  content: z.string(),
  paragraph_index: z.number().int(),
  choices: z.array(paragraphChoiceSchema),
});
export const paragraphWithQuestionsSchema = paragraphSchema.extend({
  questions: z.array(paragraphQuestionSchema),
});
export type ParagraphWithQuestions = z.infer<typeof paragraphWithQuestionsSchema>;
export const paragraphsResponseSchema = z.object({ data: z.array(paragraphWithQuestionsSchema) });

const requiredText = (message: string) => z.string({ error: message }).trim().min(1, message);
const title = (message: string) => requiredText(message).max(255, 'Title cannot exceed 255 characters.');

/** POST /api/texts (upload, text type). */
export const createTextBodySchema = z.object({
  title: title('Title is required for text uploads.'),
  author: requiredText('Author is required for text uploads.'),
  content: requiredText('Text content is required.'),
});
export type CreateTextBody = z.infer<typeof createTextBodySchema>;

/** Optional title and author fields sent beside `epub_file` (the book's metadata otherwise). */
export const epubUploadFieldsSchema = z.object({
  title: z.string().trim().max(255, 'Title cannot exceed 255 characters.').optional(),
  author: z.string().trim().optional(),
});

export const editorChunkSchema = z.object({
  chunk_index: z.number().int().min(0),
  paragraphs: z.array(z.object({ id: z.number().int().optional(), content: z.string() })),
});
export type EditorChunk = z.infer<typeof editorChunkSchema>;

/**
 * PUT /api/texts/{id}: the list's edit (`content` is re-split) or the editor's save (`chunks`
 * replace the paragraphs, re-indexed in their order).
 */
export const updateTextBodySchema = z.object({
  title: title('Title is required.'),
  author: requiredText('Author is required.'),
  status: textStatusSchema.optional(),
  content: z.string().optional(),
  chunks: z.array(editorChunkSchema).optional(),
});
export type UpdateTextBody = z.infer<typeof updateTextBodySchema>;

export const updateParagraphBodySchema = z.object({
  content: requiredText('Paragraph content is required.'),
});
export const paragraphUpdateResponseSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  data: paragraphSchema,
});
export const statusMessageResponseSchema = z.object({ status: z.literal('success'), message: z.string() });

export const textIdParamsSchema = z.object({ id: rowIdParam });
/** A stored picture's name: a UUID and the extension of a format browsers show. */
export const imageParamsSchema = textIdParamsSchema.extend({
  name: z.string().regex(/^[\da-f-]{36}\.(?:jpg|png|webp|gif)$/, 'No such picture.'),
});
export const paragraphParamsSchema = textIdParamsSchema.extend({
  paragraphId: rowIdParam,
});
export const questionParamsSchema = textIdParamsSchema.extend({
  questionId: rowIdParam,
});

export const sectionOf = (paragraphIndex: number) => Math.floor(paragraphIndex / PARAGRAPHS_PER_SECTION);

/** Every texts call (docs/product.md §7 "Texts"): the server registers them, the api-client calls them. */
export const textRoutes = {
  list: defineRoute(endpoints.texts.list, { response: { 200: textListResponseSchema } }),
  create: defineRoute(endpoints.texts.create, {
    body: createTextBodySchema,
    response: { 201: textWriteResponseSchema },
  }),
  /** Multipart (`epub_file`, `title`, `author`): the handler reads the parts itself. */
  uploadEpub: defineRoute(endpoints.texts.uploadEpub, { response: { 201: epubUploadResponseSchema } }),
  show: defineRoute(endpoints.texts.show, {
    params: textIdParamsSchema,
    response: { 200: textDetailResponseSchema },
  }),
  update: defineRoute(endpoints.texts.update, {
    params: textIdParamsSchema,
    body: updateTextBodySchema,
    response: { 200: textWriteResponseSchema },
  }),
  remove: defineRoute(endpoints.texts.remove, {
    params: textIdParamsSchema,
    response: { 200: messageResponseSchema },
  }),
  /** The EPUB file itself (`application/epub+zip`), for owners and assignees. */
  epub: defineRoute(endpoints.texts.epub, { params: textIdParamsSchema }),
  /** A picture of the text (its own media type, cached as immutable), for owners and assignees. */
  image: defineRoute(endpoints.texts.image, { params: imageParamsSchema }),
  paragraphs: defineRoute(endpoints.texts.paragraphs, {
    params: textIdParamsSchema,
    response: { 200: paragraphsResponseSchema },
  }),
  updateParagraph: defineRoute(endpoints.texts.updateParagraph, {
    params: paragraphParamsSchema,
    body: updateParagraphBodySchema,
    response: { 200: paragraphUpdateResponseSchema },
  }),
  removeParagraph: defineRoute(endpoints.texts.removeParagraph, {
    params: paragraphParamsSchema,
    response: { 200: statusMessageResponseSchema },
  }),
  removeQuestion: defineRoute(endpoints.texts.removeQuestion, {
    params: questionParamsSchema,
    response: { 200: statusMessageResponseSchema },
  }),
};
