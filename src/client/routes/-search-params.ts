import type { ResetPasswordSearch } from '#client/features/auth/reset-password-page.tsx';
import type { SignInSearch } from '#client/features/auth/sign-in-page.tsx';
import type { SignUpSearch } from '#client/features/auth/sign-up-page.tsx';

/** Plain search-param readers (no zod: route definitions stay in the first chunk). */
export function optionalString(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

export function optionalFlag(value: unknown): boolean | undefined {
  if (value === true || value === 'true' || value === 1 || value === '1') return true;
  if (value === false || value === 'false' || value === 0 || value === '0') return false;
  return undefined;
}

/** Only same-origin paths are followed after sign-in, never `//host` or absolute URLs. */
export function safeRedirect(value: unknown): string | undefined {
  const path = optionalString(value);
  return path?.startsWith('/') && !path.startsWith('//') ? path : undefined;
}

export interface VerificationSearch {
  verified?: boolean;
  error?: string;
}
export const validateVerificationSearch = (search: Record<string, unknown>): VerificationSearch => ({
  verified: optionalFlag(search.verified),
  error: optionalString(search.error),
});

export const validateSignInSearch = (search: Record<string, unknown>): SignInSearch => ({
  needVerification: optionalFlag(search.needVerification),
  email: optionalString(search.email),
  message: optionalString(search.message),
  redirect: safeRedirect(search.redirect),
});

export const validateSignUpSearch = (search: Record<string, unknown>): SignUpSearch => ({
  email: optionalString(search.email),
  token: optionalString(search.token),
});

/** /register is the old sign-up address: it hands its whole query on to /signup (docs/product.md §2). */
export const keepWholeQuery = (search: Record<string, unknown>): Record<string, unknown> => search;

export const validateResetPasswordSearch = (search: Record<string, unknown>): ResetPasswordSearch => ({
  token: optionalString(search.token),
  email: optionalString(search.email),
});
