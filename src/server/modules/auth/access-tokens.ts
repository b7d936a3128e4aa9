import { hash, randomBytes } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import type { Database, Db } from '../../db/database.ts';
import { preparedStatement } from '../../db/prepared-statements.ts';
import { accessTokens } from '../../db/schema.ts';
import type { UserRow } from './user-resource.ts';

/**
 * The hex SHA-256 stored for a token. One-shot `hash`, not a Hash object: every signed-in request
 * hashes its token, and creating the object cost more than the hashing.
 */
export const sha256 = (value: string) => hash('sha256', value, 'hex');

const REMEMBER_MS = 90 * 24 * 60 * 60 * 1000; // 90 days
const SESSION_MS = 7 * 24 * 60 * 60 * 1000; // 7 days

/** A new bearer token, the SHA-256 that is stored of it, and when it expires. */
function newAccessToken(remember: boolean) {
  const token = randomBytes(32).toString('base64url');
  return {
    token,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + (remember ? REMEMBER_MS : SESSION_MS)),
  };
}

/** Issues a bearer token; only its SHA-256 is stored, so the value exists once, in this answer. */
export async function issueAccessToken(db: Db, userId: number, remember = false): Promise<string> {
  const { token, tokenHash, expiresAt } = newAccessToken(remember);
  await db.insert(accessTokens).values({ userId, tokenHash, expiresAt });
  return token;
}

const insertAccessToken = preparedStatement({
  name: 'insert_access_token',
  text: `insert into access_tokens (user_id, token_hash, expires_at) values ($1::int, $2::text, $3::timestamptz)`,
});

/**
 * `issueAccessToken` on a hot path (a class's sign-ins at a lesson's start): a prepared insert, so the
 * tokens of sign-ins arriving together share one commit on PGlite (docs/architecture.md §6). Not
 * inside a transaction: the prepared runner waits for any transaction in progress.
 */
export async function issueAccessTokenGrouped(database: Database, userId: number): Promise<string> {
  const { token, tokenHash, expiresAt } = newAccessToken(false);
  await database.runPrepared(insertAccessToken, [userId, tokenHash, expiresAt]);
  return token;
}

const findUserByTokenHash = preparedStatement({
  name: 'find_user_by_token_hash',
  text: `select u.id, u.name, u.email, u.password_hash as "passwordHash",
      u.email_verified_at as "emailVerifiedAt", u.roles, u.locale, u.created_at as "createdAt",
      u.updated_at as "updatedAt", t.id as "tokenId"
    from access_tokens t join users u on u.id = t.user_id
    where t.token_hash = $1 and (t.expires_at is null or t.expires_at > now())`,
});

/** The hot path of every signed-in call: one prepared statement (through the ORM it cost ten times as much). */
export async function findUserByAccessToken(database: Database, token: string) {
  const [row] = await database.runPrepared<UserRow & { tokenId: number }>(findUserByTokenHash, [
    sha256(token),
  ]);
  if (!row) return undefined;
  const { tokenId, ...user } = row;
  return { user, tokenId };
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
