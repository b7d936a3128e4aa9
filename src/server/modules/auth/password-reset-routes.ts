import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authRoutes } from '#contract/auth.ts';
import { validationError } from '../../http-error.ts';
import { routeOptions } from '../../route-options.ts';
import { type AuthContext, limitPerIpAndEmail, passwordResetMailFor } from './auth-context.ts';
import { createPasswordResetToken, resetPasswordWithToken } from './password-reset.ts';
import { hashPassword } from './passwords.ts';
import { findUserByEmail } from './users-repository.ts';

/** Forgot password (mails a single-use link) and reset password (spends it). */
const passwordResetRoutes: FastifyPluginAsyncZod<AuthContext> = async (app, context) => {
  const { db } = app.database;
  const limit = limitPerIpAndEmail(context.config);

  app.route({
    ...routeOptions(authRoutes.forgotPassword),
    config: { rateLimit: limit },
    handler: async (request) => {
      const user = await findUserByEmail(db, request.body.email);
      if (user) {
        const token = await createPasswordResetToken(db, user.email);
        app.mailer.sendLater(passwordResetMailFor(context, user, token));
      }
      // The same answer for unknown addresses, so it cannot be used to find accounts.
      return { status: 'success', message: 'We have emailed your password reset link.' };
    },
  });

  app.route({
    ...routeOptions(authRoutes.resetPassword),
    config: { rateLimit: limit },
    handler: async (request) => {
      const { email, token, password } = request.body;
      const done = await resetPasswordWithToken(db, email, token, await hashPassword(password));
      if (!done) throw validationError({ email: ['This password reset token is invalid.'] });
      return { status: 'success', message: 'Your password has been reset.' };
    },
  });
};

export default passwordResetRoutes;
