import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { accessTokens, users } from '../../db/schema.ts';

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

const REMEMBER_MS = 90 * 24 * 60 * 60 * 1000; // 90 days
const SESSION_MS = 7 * 24 * 60 * 60 * 1000; // 7 days

/** Issues a bearer token; only its SHA-256 is stored, so the value exists once, in this answer. */
export async function issueAccessToken(db: Db, userId: number, remember = false): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + (remember ? REMEMBER_MS : SESSION_MS));
  await db.insert(accessTokens).values({ userId, tokenHash: sha256(token), expiresAt });
  return token;
}

export async function findUserByAccessToken(db: Db, token: string) {
  const [row] = await db
    .select({ user: users, tokenId: accessTokens.id })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.userId))
    .where(
      and(
        eq(accessTokens.tokenHash, sha256(token)),
        or(isNull(accessTokens.expiresAt), gt(accessTokens.expiresAt, new Date())),
      ),
    )
    .limit(1);
  return row;
}

export async function revokeAccessToken(db: Db, tokenId: number) {
  await db.delete(accessTokens).where(eq(accessTokens.id, tokenId));
}

export async function revokeAllAccessTokens(db: Db, userId: number) {
  await db.delete(accessTokens).where(eq(accessTokens.userId, userId));
}

export async function revokeOtherAccessTokens(db: Db, userId: number, keepTokenId: number) {
  await db.delete(accessTokens).where(and(eq(accessTokens.userId, userId), ne(accessTokens.id, keepTokenId)));
}
