import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { recipientLocale } from '../../i18n/words.ts';
import { passwordResetMail, verificationMail } from './auth-mails.ts';
import { VERIFICATION_LINK_MINUTES, verificationUrl } from './verification-link.ts';

/** What every auth route plugin is registered with. */
export interface AuthContext {
  config: Config;
  /** Signs verification links (APP_KEY or DATA_DIR/app-key). */
  appKey: string;
}

interface MailUser {
  id: number;
  name: string;
  email: string;
  /** The account's language; null (follow the browser) mails in English. */
  locale: string | null;
}

export function verificationMailFor({ config, appKey }: AuthContext, user: MailUser) {
  const expiresAt = new Date(Date.now() + VERIFICATION_LINK_MINUTES * 60_000);
  return verificationMail(
    recipientLocale(user.locale),
    user,
    verificationUrl(config.appUrl, appKey, user, expiresAt),
  );
}

export function passwordResetMailFor({ config }: AuthContext, user: MailUser, token: string) {
  const query = new URLSearchParams({ token, email: user.email });
  return passwordResetMail(recipientLocale(user.locale), user, `${config.appUrl}/reset-password?${query}`);
}

/**
 * A per-route limit keyed by client IP and the e-mail in the body, counted after validation so the
 * key is the normalised address (one pupil's typos do not lock out a whole classroom behind one IP).
 */
export function limitPerIpAndEmail(config: Config): RateLimitOptions {
  return {
    max: config.rateLimit.loginPerMinute,
    timeWindow: '1 minute',
    hook: 'preHandler',
    keyGenerator: (request: FastifyRequest) => {
      const body = request.body as { email?: unknown } | undefined;
      return `${request.ip}|${String(body?.email ?? '')}`;
    },
  };
}

/**
 * Sign-ups per client IP: each one mails a verification link to an address anyone can type, so an
 * unbounded stream would turn the server into a spam relay. Generous per hour, since a whole class
 * may sign up at once behind one school address.
 */
export function registrationLimit(config: Config): RateLimitOptions {
  return { max: config.rateLimit.registerPerHour, timeWindow: '1 hour' };
}

/** A per-route limit keyed by the signed-in user (runs after `app.authenticate`). */
export function limitPerUser(config: Config): RateLimitOptions {
  return {
    max: config.rateLimit.loginPerMinute,
    timeWindow: '1 minute',
    hook: 'preHandler',
    keyGenerator: (request: FastifyRequest) => `user:${request.user.id}`,
  };
}
