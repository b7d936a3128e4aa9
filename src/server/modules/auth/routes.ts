import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loadAppKey } from '../../app-key.ts';
import type { Config } from '../../config.ts';
import { tagRoutes } from '../../tag-routes.ts';
import { bootstrapAdmin } from './admin-bootstrap.ts';
import type { AuthContext } from './auth-context.ts';
import passwordResetRoutes from './password-reset-routes.ts';
import profileRoutes from './profile-routes.ts';
import sessionRoutes from './session-routes.ts';
import verificationRoutes from './verification-routes.ts';

/** Every Authentication call of docs/product.md §7 (except complete-setup, which belongs to invitations), plus profile. */
const authRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.addHook('onRoute', tagRoutes('auth'));
  const context: AuthContext = { config, appKey: loadAppKey(config) };
  await app.register(sessionRoutes, context);
  await app.register(verificationRoutes, context);
  await app.register(passwordResetRoutes, context);
  await app.register(profileRoutes);

  // Before the port opens, so the printed admin credentials work the moment the URL is shown.
  app.addHook('onReady', async () => {
    const isTest = config.env === 'test';
    await bootstrapAdmin(app.database.db, {
      admin: config.admin,
      createDefault: !isTest,
      print: isTest ? () => {} : (text) => console.log(text),
    });
  });
};

export default authRoutes;
