import { isTurkish, primaryLanguage, UNDETERMINED_LANGUAGE } from '#contract/languages.ts';
import type { Db } from '../../db/database.ts';
import { paragraphsOf } from './paragraph-store.ts';
import { fleschKincaidOf, readabilityOf } from './readability.ts';
import { findText, updateText } from './repository.ts';
import { languageOf } from './text-language.ts';
import { turkishReadabilityOf } from './turkish/turkish-readability.ts';

/**
 * Word count and reading level in the text's language (docs/readability.md): Ateşman's for Turkish,
 * the children's-book grade for English (its word list is English), Flesch–Kincaid otherwise.
 */
export function readabilityIn(language: string, paragraphContents: readonly string[]) {
  if (isTurkish(language)) return turkishReadabilityOf(paragraphContents);
  const english = ['en', UNDETERMINED_LANGUAGE].includes(primaryLanguage(language));
  return english ? readabilityOf(paragraphContents) : fleschKincaidOf(paragraphContents);
}

/**
 * The columns derived from a text's paragraphs: its language (`language` when given — an EPUB's
 * `dc:language`, or the one a text already has — else detected) and its readability in it.
 */
export function derivedColumns(paragraphContents: string[], language?: string) {
  const settled = languageOf(paragraphContents, language);
  return { language: settled, ...readabilityIn(settled, paragraphContents) };
}

/**
 * Recomputes word count and reading level after some paragraphs changed. The language stays: one
 * paragraph edited or removed does not make a Turkish book another language.
 */
export async function refreshDerivedColumns(
  db: Db,
  textId: number,
  extra: Parameters<typeof updateText>[2] = {},
) {
  const [rows, text] = await Promise.all([paragraphsOf(db, textId), findText(db, textId)]);
  const language = text?.language;
  await updateText(db, textId, {
    ...extra,
    ...derivedColumns(
      rows.map((row) => row.content),
      language,
    ),
  });
}
