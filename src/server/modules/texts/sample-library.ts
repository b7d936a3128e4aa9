import { asc, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { users } from '../../db/schema.ts';
import { sampleStories } from './sample-stories.ts';
import { createPastedText } from './texts-service.ts';

/**
 * On the first start of an empty installation, gives the first admin three short stories so the
 * product is never empty. "First" means no text was ever created: the texts id sequence has never
 * been used, so deleting the samples later does not bring them back. Returns how many it added.
 */
export function seedSampleLibrary(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    // API nodes starting together: one seeds, the others wait here and then find the sequence used.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('reading-rooms:sample-library'))`);
    const result = await tx.execute(sql`select is_called from texts_id_seq`);
    const [sequence] = (result as unknown as { rows: { is_called: boolean }[] }).rows;
    if (sequence?.is_called !== false) return 0;
    const [admin] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`'admin' = any(${users.roles})`)
      .orderBy(asc(users.id))
      .limit(1);
    if (!admin) return 0;
    for (const story of sampleStories) await createPastedText(tx, admin.id, story);
    return sampleStories.length;
  });
}
