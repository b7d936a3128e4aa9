import type { User } from '#contract/auth.ts';

/** localStorage keys: the token key is fixed by docs/product.md §9; the cached user backs an offline start. */
export const TOKEN_KEY = 'auth_token';
export const CACHED_USER_KEY = 'auth_user';

export function readStoredToken(): string | null {
  return localStorage.getItem(TOKEN_KEY) || null;
}

/** An empty token removes the stored one (docs/product.md §4). */
export function storeToken(token: string | null): void {
  if (token) localStorage.setItem(TOKEN_KEY, token);
  else localStorage.removeItem(TOKEN_KEY);
}

/**
 * The user cached for an offline start, if it is still one the contract accepts. The schema is
 * imported here, on the offline path only, so zod stays out of the first route's chunk.
 */
export async function readCachedUser(): Promise<User | null> {
  const raw = localStorage.getItem(CACHED_USER_KEY);
  if (!raw) return null;
  try {
    const { userSchema } = await import('#contract/auth.ts');
    const parsed = userSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function cacheUser(user: User | null): void {
  if (user) localStorage.setItem(CACHED_USER_KEY, JSON.stringify(user));
  else localStorage.removeItem(CACHED_USER_KEY);
}
