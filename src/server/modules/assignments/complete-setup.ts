import { eq } from 'drizzle-orm';
import { INVALID_INVITATION_MESSAGE } from '#contract/assignments.ts';
import type { CompleteSetupRequest } from '#contract/auth.ts';
import type { Db } from '../../db/database.ts';
import { users } from '../../db/schema.ts';
import { HttpError, validationError } from '../../http-error.ts';
import { hashPassword } from '../auth/passwords.ts';
import { findUserByEmail, insertUser } from '../auth/users-repository.ts';
import { claimInvitation } from './invitations.ts';
import { linkAssignmentsOfEmail } from './repository.ts';

const invalidInvitation = () =>
  new HttpError(422, INVALID_INVITATION_MESSAGE, {
    errors: { invitation_token: [INVALID_INVITATION_MESSAGE] },
  });

/**
 * Turns an invitation into a verified account (following the mailed link proves the address) and
 * links every assignment sent to that address. One transaction: the token is spent only if the
 * account is made, and a taken address leaves the invitation as it was.
 */
export async function completeSetup(db: Db, body: CompleteSetupRequest) {
  const passwordHash = await hashPassword(body.password); // before the transaction: scrypt is slow
  return db.transaction(async (tx) => {
    if (!(await claimInvitation(tx, body.email, body.invitation_token))) throw invalidInvitation();
    const values = { name: body.name, passwordHash, emailVerifiedAt: new Date() };
    const user =
      (await insertUser(tx, { ...values, email: body.email })) ??
      (await finishInvited(tx, body.email, values));
    const linked = await linkAssignmentsOfEmail(tx, user.id, body.email);
    return { user, linked };
  });
}

/** Completes the password-less user an earlier invitation left; a real account is never taken over. */
async function finishInvited(
  db: Db,
  email: string,
  values: { name: string; passwordHash: string; emailVerifiedAt: Date },
) {
  const existing = await findUserByEmail(db, email);
  if (!existing || existing.passwordHash) {
    throw validationError({ email: ['The email has already been taken. Please sign in instead.'] });
  }
  const [user] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, existing.id))
    .returning();
  if (!user) throw new Error('update returned no user');
  return user;
}
