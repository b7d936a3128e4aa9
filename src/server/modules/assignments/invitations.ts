import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { invitations } from '../../db/schema.ts';
import { sha256 } from '../auth/access-tokens.ts';

export const INVITATION_DAYS = 7;

/**
 * A new invitation token for the address; only its SHA-256 is kept. One row per address, so a new
 * token (a second assignment, a resend) replaces the old one and the earlier link stops working.
 */
export async function issueInvitation(db: Db, email: string, invitedBy: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const row = {
    email,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + INVITATION_DAYS * 24 * 60 * 60 * 1000),
    usedAt: null,
    invitedBy,
    createdAt: new Date(),
  };
  await db.insert(invitations).values(row).onConflictDoUpdate({ target: invitations.email, set: row });
  return token;
}

/**
 * Marks the address's invitation used if the token is its current, unused, unexpired one. The
 * conditional update settles a race: of two requests with the same token only one gets the row.
 */
export async function claimInvitation(db: Db, email: string, token: string): Promise<boolean> {
  const claimed = await db
    .update(invitations)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(invitations.email, email),
        eq(invitations.tokenHash, sha256(token)),
        isNull(invitations.usedAt),
        gt(invitations.expiresAt, new Date()),
      ),
    )
    .returning({ id: invitations.id });
  return claimed.length > 0;
}
