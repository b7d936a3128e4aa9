import { randomBytes } from 'node:crypto';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { hashPassword } from './passwords.ts';
import { findUserByEmail, hasAdmin, insertUser } from './users-repository.ts';

export const DEFAULT_ADMIN_EMAIL = 'admin@reading-rooms.local';

export interface BootstrapOptions {
  admin: Config['admin'];
  /** Create `admin@reading-rooms.local` when no ADMIN_EMAIL is set and no admin exists (off in tests). */
  createDefault: boolean;
  print: (text: string) => void;
}

/**
 * Makes sure someone can sign in as an admin: the ADMIN_EMAIL account if it is missing, or on an
 * empty installation a default one. A generated password is printed once and never stored in clear.
 * Returns the e-mail of the account it created, if any.
 */
export async function bootstrapAdmin(db: Db, options: BootstrapOptions): Promise<string | undefined> {
  const { admin } = options;
  if (admin.email) {
    if (await findUserByEmail(db, admin.email)) return undefined;
    return createAdmin(db, admin.email, admin.name, admin.password, options.print);
  }
  if (!options.createDefault || (await hasAdmin(db))) return undefined;
  return createAdmin(db, DEFAULT_ADMIN_EMAIL, admin.name, undefined, options.print);
}

async function createAdmin(
  db: Db,
  email: string,
  name: string,
  password: string | undefined,
  print: (text: string) => void,
) {
  const chosen = password ?? randomBytes(12).toString('base64url');
  const user = await insertUser(db, {
    name,
    email,
    passwordHash: await hashPassword(chosen),
    emailVerifiedAt: new Date(),
    roles: ['admin'],
  });
  // Another API node starting at the same moment may have created it first; it printed the password.
  if (!user) return undefined;
  const lines = password
    ? [`Admin account created: ${user.email} (password from ADMIN_PASSWORD)`]
    : [
        'Admin account created. Sign in with:',
        `  e-mail:   ${user.email}`,
        `  password: ${chosen}`,
        'This password is shown only once: sign in and change it on your profile page.',
      ];
  const rule = '─'.repeat(72);
  print(['', rule, ...lines, rule, ''].join('\n'));
  return user.email;
}
