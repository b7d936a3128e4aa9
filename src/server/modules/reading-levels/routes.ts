import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readingLevelRoutes as routes } from '#contract/reading-levels.ts';
import { notFound } from '../../http-error.ts';
import { routeOptions } from '../../route-options.ts';
import { tagRoutes } from '../../tag-routes.ts';
import { estimateLevel } from './estimate-level.ts';
import { nextText } from './next-text.ts';
import { completionsOf, taughtPupils, textsGiven, textsWithQuestions } from './repository.ts';

/** Pupils' reading levels (docs/reading-levels.md): to the pupil, and to the teachers who teach them. */
const readingLevelsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRoute', tagRoutes('reading-levels'));
  const { db } = app.database;
  const signedIn = [app.authenticate, app.requireVerified];

  app.route({
    ...routeOptions(routes.ofPupil),
    preHandler: signedIn,
    handler: async (request) => {
      const { userId } = request.params;
      const own = userId === request.user.id;
      // Anyone else gets the 404 of a pupil who does not exist: whether they do is not theirs to learn.
      if (!own && (await taughtPupils(db, request.user.id, userId)).length === 0) throw notFound('Pupil');
      const completions = await completionsOf(db, [userId]);
      return { data: estimateLevel(completions.get(userId) ?? []) };
    },
  });

  app.route({
    ...routeOptions(routes.ofMyPupils),
    preHandler: signedIn,
    handler: async (request) => {
      const pupils = await taughtPupils(db, request.user.id);
      const ids = pupils.map((pupil) => pupil.user_id);
      const [completions, texts, given] = await Promise.all([
        completionsOf(db, ids),
        textsWithQuestions(db, request.user.id),
        textsGiven(db, request.user.id, ids),
      ]);
      return {
        data: pupils.map((pupil) => {
          const level = estimateLevel(completions.get(pupil.user_id) ?? []);
          const next_text = nextText(level, texts, given.get(pupil.user_id) ?? new Set());
          return { ...pupil, ...level, next_text };
        }),
      };
    },
  });
};

export default readingLevelsRoutes;
