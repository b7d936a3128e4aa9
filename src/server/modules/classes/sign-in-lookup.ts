import type { Database } from '../../db/database.ts';
import { preparedStatement } from '../../db/prepared-statements.ts';
import type { UserRow } from '../auth/user-resource.ts';

/** What a picture sign-in needs of the pupil: the user, the stored hash and the lock. */
export interface PupilForSignIn {
  user: UserRow;
  picture: { hash: string; failedAttempts: number; lockedUntil: Date | null };
}

type FoundRow = UserRow &
  Pick<PupilForSignIn['picture'], 'failedAttempts' | 'lockedUntil'> & { hash: string };

/**
 * The pupil of the class with this code, with their picture password: one prepared statement, since
 * thirty of these arrive together at a lesson's start (through the ORM each was parsed and planned
 * anew; docs/architecture.md §6).
 */
const findPupilForSignInStatement = preparedStatement({
  name: 'classes_find_pupil_for_sign_in',
  text: `select u.id, u.name, u.email, u.password_hash as "passwordHash",
      u.email_verified_at as "emailVerifiedAt", u.roles, u.locale, u.created_at as "createdAt",
      u.updated_at as "updatedAt", p.hash, p.failed_attempts as "failedAttempts",
      p.locked_until as "lockedUntil"
    from classes c
    join class_pupils cp on cp.class_id = c.id
    join users u on u.id = cp.user_id
    join picture_passwords p on p.user_id = u.id
    where c.code = $1::text and cp.user_id = $2::int
    limit 1`,
});

export async function findPupilForSignIn(
  database: Database,
  code: string,
  userId: number,
): Promise<PupilForSignIn | undefined> {
  const [row] = await database.runPrepared<FoundRow>(findPupilForSignInStatement, [code, userId]);
  if (!row) return undefined;
  const { hash, failedAttempts, lockedUntil, ...user } = row;
  return { user, picture: { hash, failedAttempts, lockedUntil } };
}
