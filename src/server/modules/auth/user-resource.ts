import type { User } from '#contract/auth.ts';
import { type Locale, localeSchema } from '#contract/locales.ts';
import type { users } from '../../db/schema.ts';

export type UserRow = typeof users.$inferSelect;

/** The user as the client sees it: roles as objects, timestamps as ISO strings, never the hash. */
export function toUserResource(row: UserRow): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    email_verified_at: row.emailVerifiedAt?.toISOString() ?? null,
    roles: row.roles.map((name) => ({ name })),
    has_password: row.passwordHash !== null,
    locale: parseLocale(row.locale),
  };
}

/** The stored language, or null (follow the browser) for none or one this build does not know. */
function parseLocale(stored: string | null): Locale | null {
  const parsed = localeSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}
