import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authPaths,
  emailRequestSchema,
  resetPasswordRequestSchema,
  statusResponseSchema,
} from '#contract/auth.ts';
import { validationError } from '../../http-error.ts';
import { type AuthContext, limitPerIpAndEmail, passwordResetMailFor } from './auth-context.ts';
import { createPasswordResetToken, resetPasswordWithToken } from './password-reset.ts';
import { hashPassword } from './passwords.ts';
import { findUserByEmail } from './users-repository.ts';

/** Forgot password (mails a single-use link) and reset password (spends it). */
const passwordResetRoutes: FastifyPluginAsyncZod<AuthContext> = async (app, context) => {
  const { db } = app.database;
  const limit = limitPerIpAndEmail(context.config);

  app.post(
    authPaths.forgotPassword,
    {
      config: { rateLimit: limit },
      schema: { body: emailRequestSchema, response: { 200: statusResponseSchema } },
    },
    async (request) => {
      const user = await findUserByEmail(db, request.body.email);
      if (user) {
        const token = await createPasswordResetToken(db, user.email);
        app.mailer.sendLater(passwordResetMailFor(context, user, token));
      }
      // The same answer for unknown addresses, so it cannot be used to find accounts.
      return { status: 'success', message: 'We have emailed your password reset link.' };
    },
  );

  app.post(
    authPaths.resetPassword,
    {
      config: { rateLimit: limit },
      schema: { body: resetPasswordRequestSchema, response: { 200: statusResponseSchema } },
    },
    async (request) => {
      const { email, token, password } = request.body;
      const done = await resetPasswordWithToken(db, email, token, await hashPassword(password));
      if (!done) throw validationError({ email: ['This password reset token is invalid.'] });
      return { status: 'success', message: 'Your password has been reset.' };
    },
  );
};

export default passwordResetRoutes;
