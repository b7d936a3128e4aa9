import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { accessTokens, passwordResetTokens, users } from '../../db/schema.ts';
import { sha256 } from './access-tokens.ts';

export const RESET_TOKEN_MINUTES = 60;

/** A new reset token for the address (replacing any earlier one); only its SHA-256 is kept. */
export async function createPasswordResetToken(db: Db, email: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const row = { email, tokenHash: sha256(token), createdAt: new Date() };
  await db
    .insert(passwordResetTokens)
    .values(row)
    .onConflictDoUpdate({
      target: passwordResetTokens.email,
      set: { tokenHash: row.tokenHash, createdAt: row.createdAt },
    });
  return token;
}

/**
 * Sets the new password if the token is the address's current one and younger than 60 minutes.
 * Claiming (deleting) the token, changing the password and revoking every access token happen in
 * one transaction, so a token works exactly once even when two requests race.
 */
export async function resetPasswordWithToken(db: Db, email: string, token: string, passwordHash: string) {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .delete(passwordResetTokens)
      .where(and(eq(passwordResetTokens.email, email), eq(passwordResetTokens.tokenHash, sha256(token))))
      .returning();
    if (!claimed || Date.now() - claimed.createdAt.getTime() > RESET_TOKEN_MINUTES * 60_000) return false;
    const [user] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: new Date() })
      .where(eq(users.email, email))
      .returning({ id: users.id });
    if (!user) return false;
    // Following the mailed link proves the address is theirs, as the verification link would.
    await tx
      .update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(and(eq(users.id, user.id), isNull(users.emailVerifiedAt)));
    await tx.delete(accessTokens).where(eq(accessTokens.userId, user.id));
    return true;
  });
}
