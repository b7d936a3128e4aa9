import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authRoutes } from '#contract/auth.ts';
import { endpoints } from '#contract/endpoints.ts';
import { pathOf } from '#contract/route.ts';
import { validationError } from '../../http-error.ts';
import { routeOptions } from '../../route-options.ts';
import {
  type AuthContext,
  limitPerIpAndEmail,
  limitPerUser,
  registrationLimit,
  verificationMailFor,
} from './auth-context.ts';
import { hashPassword } from './passwords.ts';
import { toUserResource } from './user-resource.ts';
import { findUserByEmail, findUserById, insertUser, markEmailVerified } from './users-repository.ts';
import { checkVerificationLink } from './verification-link.ts';

/** Sign-up, the verification mail (on sign-up, on request) and the link it carries. */
const verificationRoutes: FastifyPluginAsyncZod<AuthContext> = async (app, context) => {
  const { db } = app.database;

  app.route({
    ...routeOptions(authRoutes.register),
    config: { rateLimit: registrationLimit(context.config) },
    handler: async (request, reply) => {
      const { name, email, password, locale } = request.body;
      const passwordHash = await hashPassword(password);
      const user = await insertUser(db, { name, email, passwordHash, locale: locale ?? null });
      if (!user) throw validationError({ email: ['The email has already been taken.'] });
      app.mailer.sendLater(verificationMailFor(context, user));
      return reply.code(201).send({
        success: true,
        message: 'Registration successful. Please check your email to verify your account.',
        user: toUserResource(user),
        email_verification_required: true,
      });
    },
  });

  app.route({
    ...routeOptions(authRoutes.resendVerification),
    config: { rateLimit: limitPerIpAndEmail(context.config) },
    handler: async (request) => {
      const user = await findUserByEmail(db, request.body.email);
      // Invited people without a password finish setup through their invitation instead.
      if (user?.passwordHash && !user.emailVerifiedAt)
        app.mailer.sendLater(verificationMailFor(context, user));
      // The same answer whether or not the address exists, so it cannot be used to find accounts.
      return { message: 'If this address needs verifying, a new verification link is on its way.' };
    },
  });

  app.route({
    ...routeOptions(authRoutes.verificationNotification),
    preHandler: [app.authenticate],
    config: { rateLimit: limitPerUser(context.config) },
    handler: async (request) => {
      const { email } = request.user;
      // A pupil without e-mail is verified when their teacher adds them; this is for addresses only.
      if (request.user.emailVerifiedAt || email === null)
        return { message: 'Your email address is already verified.' };
      await app.mailer.send(verificationMailFor(context, { ...request.user, email }));
      return { message: 'A new verification link has been sent to your email address.' };
    },
  });

  app.route({
    ...routeOptions(authRoutes.verifyEmail),
    handler: async (request, reply) => {
      const { id, hash } = request.params;
      const link = { path: pathOf(endpoints.auth.verifyEmail, { id, hash }), hash, ...request.query };
      const userId = /^\d{1,9}$/.test(id) ? Number(id) : undefined;
      const found = userId === undefined ? undefined : await findUserById(db, userId);
      const user = found?.email ? { ...found, email: found.email } : undefined;
      const error = checkVerificationLink(context.appKey, link, user);
      if (error) return reply.redirect(`${context.config.appUrl}/email-verified?error=${error}`);
      if (user && !user.emailVerifiedAt) await markEmailVerified(db, user.id);
      return reply.redirect(`${context.config.appUrl}/email-verified?verified=1`);
    },
  });
};

export default verificationRoutes;
