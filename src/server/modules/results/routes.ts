import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resultRoutes as routes } from '#contract/results.ts';
import { recipientLocale } from '../../i18n/words.ts';
import { routeOptions } from '../../route-options.ts';
import { tagRoutes } from '../../tag-routes.ts';
import { ownedText } from '../texts/texts-service.ts';
import { resultsCsv } from './results-csv.ts';
import { textResults } from './text-results.ts';

/** A text's results for its owner (docs/product.md §7 "Results"); anyone else, pupils included, gets 404. */
const resultsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRoute', tagRoutes('results'));
  const { db } = app.database;
  const owner = [app.authenticate, app.requireVerified];

  app.route({
    // Checking 18,000 answer marks again on the way out cost 10–20 ms of the 100 ms goal; the
    // integration tests still parse the answer with the schema.
    ...routeOptions(routes.ofText, { typedResponse: true }),
    preHandler: owner,
    handler: async (request) => {
      const text = await ownedText(db, request.user, request.params.id);
      return { data: await textResults(db, text.id) };
    },
  });

  app.route({
    ...routeOptions(routes.csv),
    preHandler: owner,
    handler: async (request, reply) => {
      const text = await ownedText(db, request.user, request.params.id);
      const { locale, time_zone: timeZone = 'UTC' } = request.query;
      const options = { locale: locale ?? recipientLocale(request.user.locale), timeZone };
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="results-text-${text.id}.csv"`)
        .header('cache-control', 'no-store')
        .send(resultsCsv(await textResults(db, text.id), options));
    },
  });
};

export default resultsRoutes;
