import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { endpoints } from '#contract/endpoints.ts';
import { pathOf } from '#contract/route.ts';
import type { TextCover, TextImage } from '#contract/texts.ts';
import type { Db } from '../../db/database.ts';
import { textImages } from '../../db/schema.ts';

/** The address a stored picture is served at. */
export const imageSrc = (textId: number, name: string) => pathOf(endpoints.texts.image, { id: textId, name });

export const coverOf = (textId: number, coverName: string | null | undefined): TextCover =>
  coverName ? { src: imageSrc(textId, coverName) } : null;

/** The name of a text's cover picture or null, for a query over `texts`. */
export const coverNameOf = (textId: SQL) =>
  sql<
    string | null
  >`(select "name" from "text_images" where "text_images"."text_id" = ${textId} and "text_images"."paragraph_id" is null limit 1)`;

/** A text's cover and its pictures by the id of the paragraph they are shown before, in order. */
export async function imagesOf(db: Db, textId: number) {
  const rows = await db
    .select()
    .from(textImages)
    .where(eq(textImages.textId, textId))
    .orderBy(asc(textImages.position), asc(textImages.id));
  const byParagraphId = new Map<number, TextImage[]>();
  let cover: TextCover = null;
  for (const row of rows) {
    if (row.paragraphId === null) {
      cover = { src: imageSrc(textId, row.name) };
      continue;
    }
    const image = { src: imageSrc(textId, row.name), alt: row.alt, width: row.width, height: row.height };
    const list = byParagraphId.get(row.paragraphId);
    if (list) list.push(image);
    else byParagraphId.set(row.paragraphId, [image]);
  }
  return { cover, byParagraphId };
}
export type TextImages = Awaited<ReturnType<typeof imagesOf>>;

/** The stored file of one picture of a text, by its name. */
export async function findImage(db: Db, textId: number, name: string) {
  const [row] = await db
    .select({ filePath: textImages.filePath, mediaType: textImages.mediaType })
    .from(textImages)
    .where(and(eq(textImages.textId, textId), eq(textImages.name, name)))
    .limit(1);
  return row;
}

/** Every stored file of a text's pictures, each once (to remove them with the text). */
export async function imageFilesOf(db: Db, textId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ filePath: textImages.filePath })
    .from(textImages)
    .where(eq(textImages.textId, textId));
  return rows.map((row) => row.filePath);
}
