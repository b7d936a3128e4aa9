import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { questions } from '../../db/schema.ts';

/**
 * Questions follow their paragraph when paragraphs are re-indexed: `moves` maps each kept
 * paragraph's old index to its new one; questions on any other index are deleted.
 */
export async function moveQuestions(db: Db, textId: number, moves: Map<number, number>) {
  const ofText = eq(questions.textId, textId);
  const kept = [...moves.keys()];
  await db
    .delete(questions)
    .where(kept.length ? and(ofText, notInArray(questions.paragraphIndex, kept)) : ofText);
  const asked = await db.selectDistinct({ index: questions.paragraphIndex }).from(questions).where(ofText);
  // Only indexes that have questions and actually move: keeps the statement small on long books.
  const changes = asked
    .map(({ index }) => [index, moves.get(index) ?? index] as const)
    .filter(([from, to]) => from !== to);
  if (changes.length === 0) return;
  const cases = sql.join(
    changes.map(([from, to]) => sql`when ${from}::int then ${to}::int`),
    sql` `,
  );
  await db
    .update(questions)
    .set({ paragraphIndex: sql`case ${questions.paragraphIndex} ${cases} end` })
    .where(
      and(
        ofText,
        inArray(
          questions.paragraphIndex,
          changes.map(([from]) => from),
        ),
      ),
    );
}
