import { UNDETERMINED_LANGUAGE } from '#contract/languages.ts';
import type { CreateTextBody, UpdateTextBody } from '#contract/texts.ts';
import type { UploadStorage } from '../../adapters/storage/upload-storage.ts';
import type { Db } from '../../db/database.ts';
import { notFound, validationError } from '../../http-error.ts';
import type { UserRow } from '../auth/user-resource.ts';
import { replaceParagraphsFromChunks, replaceParagraphsFromContent } from './editor-save.ts';
import { writeParagraphs } from './paragraph-store.ts';
import * as repository from './repository.ts';
import { splitParagraphs } from './split-paragraphs.ts';
import { imageFilesOf } from './text-images.ts';
import { derivedColumns } from './text-stats.ts';

/**
 * The text if `user` is an admin who owns it. Anyone else gets the same 404 as for a text that
 * does not exist, so ids cannot be probed.
 */
export async function ownedText(db: Db, user: UserRow, id: number): Promise<repository.TextRow> {
  const row = user.roles.includes('admin') ? await repository.findText(db, id) : undefined;
  if (!row || row.ownerId !== user.id) throw notFound('Text');
  return row;
}

/** The text if `user` owns it (as an admin) or is one of its assignees (docs/product.md §6); else 404. */
export async function readableText(db: Db, user: UserRow, id: number): Promise<repository.TextRow> {
  const row = await repository.findTextForReader(db, id, user.id, user.roles.includes('admin'));
  if (!row) throw notFound('Text');
  return row;
}

export async function textWithCounts(db: Db, id: number, options: { withContent?: boolean } = {}) {
  const row = await repository.findTextWithCounts(db, id, options);
  if (!row) throw notFound('Text');
  return row;
}

/** A pasted text and its paragraphs, in one transaction. */
export async function createPastedText(db: Db, ownerId: number, body: CreateTextBody): Promise<number> {
  const pieces = splitParagraphs(body.content);
  return db.transaction(async (tx) => {
    const { id: textId } = await repository.insertText(tx, {
      ownerId,
      title: body.title,
      author: body.author,
      ...derivedColumns(pieces),
    });
    await writeParagraphs(
      tx,
      textId,
      pieces.map((content) => ({ content })),
    );
    return textId;
  });
}

/**
 * The language a saved text keeps: a book's stays (it came from the book or from all of it); a pasted
 * text's content may have been replaced by another language's, so it is detected again (undefined).
 */
const keptLanguage = (text: repository.TextRow) =>
  text.epubFilePath !== null && text.language !== UNDETERMINED_LANGUAGE ? text.language : undefined;

/** Both forms of PUT /api/texts/{id}; everything, or nothing, is saved. */
export async function updateTextFromBody(db: Db, text: repository.TextRow, body: UpdateTextBody) {
  const fields = { title: body.title, author: body.author, ...(body.status ? { status: body.status } : {}) };
  let contentPieces: string[] | undefined;
  let contentColumns: ReturnType<typeof derivedColumns> | undefined;
  if (!body.chunks && body.content !== undefined) {
    contentPieces = splitParagraphs(body.content);
    if (contentPieces.length === 0) throw validationError({ content: ['Text content is required.'] });
    contentColumns = derivedColumns(contentPieces, keptLanguage(text));
  }
  await db.transaction(async (tx) => {
    if (body.chunks) {
      const contents = await replaceParagraphsFromChunks(tx, text.id, body.chunks);
      await repository.updateText(tx, text.id, {
        ...fields,
        ...derivedColumns(contents, keptLanguage(text)),
      });
    } else if (
      contentPieces &&
      contentColumns &&
      (await replaceParagraphsFromContent(tx, text.id, contentPieces))
    ) {
      await repository.updateText(tx, text.id, { ...fields, ...contentColumns });
    } else {
      await repository.updateText(tx, text.id, fields);
    }
  });
}

/** Deletes the text (its paragraphs, questions, choices and pictures cascade), then its stored files. */
export async function deleteText(db: Db, storage: UploadStorage, text: repository.TextRow) {
  const imageFiles = await imageFilesOf(db, text.id);
  await repository.deleteText(db, text.id);
  if (text.epubFilePath) await storage.remove(text.epubFilePath);
  await Promise.all(imageFiles.map((path) => storage.remove(path)));
}
