import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { VerificationError } from '#contract/auth.ts';
import { endpoints } from '#contract/endpoints.ts';
import { pathOf } from '#contract/route.ts';

export const VERIFICATION_LINK_MINUTES = 60;

/** Laravel's `{hash}` segment: sha1 of the e-mail, so a link stops working if the address changes. */
export const emailHash = (email: string) => createHash('sha1').update(email).digest('hex');

const sign = (appKey: string, path: string, expires: number | string) =>
  createHmac('sha256', appKey).update(`${path}?expires=${expires}`).digest('hex');

interface LinkUser {
  id: number;
  email: string;
}

/** `APP_URL/api/email/verify/{id}/{hash}?expires=…&signature=…`, signed with the app key. */
export function verificationUrl(appUrl: string, appKey: string, user: LinkUser, expiresAt: Date): string {
  const path = pathOf(endpoints.auth.verifyEmail, { id: user.id, hash: emailHash(user.email) });
  const expires = Math.floor(expiresAt.getTime() / 1000);
  return `${appUrl}${path}?expires=${expires}&signature=${sign(appKey, path, expires)}`;
}

export interface VerificationLink {
  path: string;
  hash: string;
  expires?: string;
  signature?: string;
}

/**
 * Checks a followed link, signature first: a link whose id, hash or expiry was edited is
 * `invalid_hash` before anything is looked up, so links reveal nothing about other accounts.
 */
export function checkVerificationLink(
  appKey: string,
  link: VerificationLink,
  user: LinkUser | undefined,
  now = new Date(),
): VerificationError | undefined {
  const expected = Buffer.from(sign(appKey, link.path, link.expires ?? ''));
  const given = Buffer.from(link.signature ?? '');
  if (!link.expires || given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return 'invalid_hash';
  }
  if (Number(link.expires) * 1000 < now.getTime()) return 'expired';
  if (!user) return 'invalid_user';
  if (link.hash !== emailHash(user.email)) return 'invalid_hash';
  return undefined;
}
