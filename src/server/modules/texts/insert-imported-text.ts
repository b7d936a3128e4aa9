import { binaryTextArray } from '../../db/binary-text-array.ts';
import type { Database } from '../../db/database.ts';
import { preparedStatement } from '../../db/prepared-statements.ts';
import type { TextInsert, TextRow } from './repository.ts';

/**
 * An import's whole write in one prepared statement: take fresh paragraph ids from the counter (as
 * writeParagraphs does), insert the text, insert its paragraphs and its pictures (attached to
 * paragraph ids; a null index gives a null id, the cover). A single statement is atomic on
 * its own, so there is no BEGIN/COMMIT round; on PGlite three unprepared statements in a
 * transaction cost 10 ms before a byte of the book was written, this costs under 2. The paragraphs
 * go in binary: as JSON, parsing them took the database three times as long as storing them.
 */
const insertImportedTextStatement = preparedStatement({
  name: 'insert_imported_text',
  text: `
  with block as (
    update paragraph_id_counter set next_id = next_id + $7::int
    where only_row returning next_id - $7::int as first
  ), text as (
    insert into texts (owner_id, title, author, epub_file_path, word_count, reading_level, language)
    values ($1::int, $2::text, $3::text, $4::text, $5::int, $6::numeric, $10::text)
    returning *
  ), stored as (
    insert into text_paragraphs (text_id, ids, id_ranges, contents)
    select text.id,
      array(select generate_series(block.first, block.first + $7::int - 1)),
      int4multirange(int4range(block.first, block.first + $7::int)),
      $8::text[]
    from text, block
  ), images as (
    insert into text_images (text_id, paragraph_id, position, name, file_path, media_type, alt, width, height)
    select text.id, block.first + image.paragraph_index, image.position, image.name, image.file_path,
      image.media_type, image.alt, image.width, image.height
    from text, block, jsonb_to_recordset($9::jsonb) as image(paragraph_index int, position int,
      name text, file_path text, media_type text, alt text, width int, height int)
  )
  select id, owner_id as "ownerId", title, author, status, epub_file_path as "epubFilePath",
    word_count as "wordCount", reading_level::float8 as "readingLevel", language,
    created_at as "createdAt", updated_at as "updatedAt"
  from text`,
});

/** A picture of the import: shown before the paragraph at `paragraph_index`, or the cover when that is null. */
export interface ImportedImage {
  paragraph_index: number | null;
  position: number;
  name: string;
  file_path: string;
  media_type: string;
  alt: string;
  width: number;
  height: number;
}

type ImportedText = Required<
  Pick<
    TextInsert,
    'ownerId' | 'title' | 'author' | 'epubFilePath' | 'wordCount' | 'readingLevel' | 'language'
  >
>;

/** Inserts a new text with its paragraphs (indexes 0..n-1 in the given order) and answers its row. */
export async function insertImportedText(
  database: Database,
  text: ImportedText,
  paragraphs: string[],
  images: ImportedImage[] = [],
): Promise<TextRow> {
  const [row] = await database.runPrepared<TextRow>(insertImportedTextStatement, [
    text.ownerId,
    text.title,
    text.author,
    text.epubFilePath,
    text.wordCount,
    text.readingLevel,
    paragraphs.length,
    binaryTextArray(paragraphs),
    JSON.stringify(images),
    text.language,
  ]);
  if (!row) throw new Error('insert returned no text');
  return row;
}
