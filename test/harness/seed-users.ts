import type { Database } from '#server/db/database.ts';
import { users } from '#server/db/schema.ts';
import { issueAccessToken } from '#server/modules/auth/access-tokens.ts';
import { hashPassword } from '#server/modules/auth/passwords.ts';

export interface SeededUser {
  user: { id: number; name: string; email: string };
  token: string;
  headers: Record<string, string>;
}

/** A teacher and the pupils, straight into the database, with one password hash for all (hashing is slow on purpose). */
export async function seedUsers(database: Database, pupils: number): Promise<SeededUser[]> {
  const passwordHash = await hashPassword('correct horse battery');
  const rows = await database.db
    .insert(users)
    .values(
      Array.from({ length: pupils + 1 }, (_, i) => ({
        name: i === 0 ? 'Tess Teacher' : `Pupil ${i}`,
        email: i === 0 ? 'teacher@school.test' : `pupil${i}@school.test`,
        passwordHash,
        emailVerifiedAt: new Date(),
        roles: i === 0 ? ['admin'] : [],
      })),
    )
    .returning();
  const seeded: SeededUser[] = [];
  for (const { id, name, email } of rows) {
    if (email === null) throw new Error('A seeded user always has an address.');
    const token = await issueAccessToken(database.db, id);
    seeded.push({
      user: { id, name, email },
      token,
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
    });
  }
  return seeded;
}

/**
 * `count` verified pupils straight into the database, "Pupil 001"…, addressed `<prefix>-<n>@example.test`:
 * people to hang assignments and answers on in a benchmark (no password, no token).
 */
export async function seedPupilRows(database: Database, count: number, prefix: string) {
  return database.db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        name: `Pupil ${String(i + 1).padStart(3, '0')}`,
        email: `${prefix}-${i}@example.test`,
        emailVerifiedAt: new Date(),
      })),
    )
    .returning({ id: users.id, email: users.email });
}
