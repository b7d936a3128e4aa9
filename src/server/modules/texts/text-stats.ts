import type { Db } from '../../db/database.ts';
import { readabilityOf } from './readability.ts';
import { paragraphsOf, updateText } from './repository.ts';

/** The columns derived from a text's paragraphs: its content and readability figures. */
export function derivedColumns(paragraphContents: string[]) {
  const content = paragraphContents.join('\n\n');
  const { wordCount, readingLevel } = readabilityOf(content);
  return { content, wordCount, readingLevel };
}

/** Recomputes content, word count and reading level after the paragraphs changed. */
export async function refreshDerivedColumns(
  db: Db,
  textId: number,
  extra: Parameters<typeof updateText>[2] = {},
) {
  const rows = await paragraphsOf(db, textId);
  await updateText(db, textId, { ...extra, ...derivedColumns(rows.map((row) => row.content)) });
}
