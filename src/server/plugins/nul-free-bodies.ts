import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { stripNulDeep } from '../strip-nul.ts';

/**
 * Removes U+0000 from every string of every JSON body, before validation, so a field that was only
 * NULs is as empty as it looks (422) and no NUL reaches PostgreSQL, whose text cannot hold one (a
 * sign-in, a profile or a push endpoint with a NUL answered 500; the texts module did this alone).
 */
export default fp(
  async function nulFreeBodiesPlugin(app: FastifyInstance) {
    app.addHook('preValidation', async (request) => {
      request.body = stripNulDeep(request.body);
    });
  },
  { name: 'nul-free-bodies' },
);
