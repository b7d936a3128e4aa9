import type { Db } from '../../db/database.ts';
import { paragraphsOf } from './paragraph-store.ts';
import { readabilityOf } from './readability.ts';
import { updateText } from './repository.ts';

/** The columns derived from a text's paragraphs: its readability figures. */
export function derivedColumns(paragraphContents: string[]) {
  return readabilityOf(paragraphContents);
}

/** Recomputes word count and reading level after the paragraphs changed. */
export async function refreshDerivedColumns(
  db: Db,
  textId: number,
  extra: Parameters<typeof updateText>[2] = {},
) {
  const rows = await paragraphsOf(db, textId);
  await updateText(db, textId, { ...extra, ...derivedColumns(rows.map((row) => row.content)) });
}
