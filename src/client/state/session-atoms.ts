import { atom } from 'jotai';
import type { User } from '#contract/auth.ts';
import { initialsOf } from './initials.ts';

/** The auth session of docs/product.md §3: user, isAuthenticated, token, csrfToken, initialized. */
export const userAtom = atom<User | null>(null);
export const isAuthenticatedAtom = atom(false);
export const tokenAtom = atom<string | null>(null);
export const csrfTokenAtom = atom<string | null>(null);
export const initializedAtom = atom(false);

export const isAdminAtom = atom((get) => get(userAtom)?.roles.some((role) => role.name === 'admin') ?? false);
export const emailVerifiedAtom = atom((get) => Boolean(get(userAtom)?.email_verified_at));
export const initialsAtom = atom((get) => initialsOf(get(userAtom)?.name));
