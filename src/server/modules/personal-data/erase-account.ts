import { eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  assignments,
  classes,
  invitations,
  passwordResetTokens,
  rateLimitHits,
  textImages,
  texts,
} from '../../db/schema.ts';
import type { UserRow } from '../auth/user-resource.ts';
import { deleteUsers } from '../auth/users-repository.ts';
import { assignedTo, pupilsOnlyIn } from './export-repository.ts';

/** Rate-limit counters keyed by this person (auth-context.ts: `<ip>|<email>`, `user:<id>`). */
const endsWith = (suffix: string) => sql`right(${rateLimitHits.key}, ${suffix.length}) = ${suffix}`;

/**
 * Deletes a person and everything that is only theirs, in one transaction: what they were given
 * and answered, their notifications, sessions, keys and subscriptions; a teacher's texts (with their
 * questions and everyone's answers to them), classes, and the pupils without e-mail who were only in
 * those classes. Answers the uploaded files that were the deleted texts', for the caller to remove
 * once the transaction has committed. Backups taken before keep them until they rotate out
 * (docs/backups.md).
 */
export async function eraseAccount(db: Db, user: UserRow): Promise<string[]> {
  return db.transaction(async (tx) => {
    const taught = await tx.select({ id: classes.id }).from(classes).where(eq(classes.ownerId, user.id));
    const pupils = await pupilsOnlyIn(
      tx,
      taught.map((c) => c.id),
    );
    const everyone = [user.id, ...pupils];
    // Read before the texts go: their pictures' rows cascade with them.
    const pictures = await tx
      .select({ path: textImages.filePath })
      .from(textImages)
      .innerJoin(texts, eq(texts.id, textImages.textId))
      .where(eq(texts.ownerId, user.id));
    // Assignments given to them keep the assignee by id with "set null": delete them, answers and all.
    await tx.delete(assignments).where(or(assignedTo(user), inArray(assignments.assignedUserId, everyone)));
    await tx.delete(rateLimitHits).where(endsWith(`user:${user.id}`));
    if (user.email !== null) {
      await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.email, user.email));
      await tx.delete(invitations).where(eq(invitations.email, user.email));
      await tx.delete(rateLimitHits).where(endsWith(`|${user.email}`));
    }
    const books = await tx
      .delete(texts)
      .where(eq(texts.ownerId, user.id))
      .returning({ path: texts.epubFilePath });
    await tx.delete(classes).where(eq(classes.ownerId, user.id));
    // The rest goes with the account: sessions, notifications, push subscriptions, picture passwords,
    // class memberships and question runs are declared ON DELETE CASCADE.
    await deleteUsers(tx, everyone);
    return [...books, ...pictures].flatMap((r) => (r.path === null ? [] : [r.path]));
  });
}
