import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import packageJson from '../../../package.json' with { type: 'json' };

export const apiDocsPrefix = '/api/docs';
export const openApiDocumentPath = `${apiDocsPrefix}/openapi.json`;

/**
 * The OpenAPI 3.1 document of every route, generated from the routes' zod schemas, at
 * /api/docs/openapi.json, and Swagger UI reading it at /api/docs; both public. Register it before
 * any plugin that adds routes: @fastify/swagger only sees routes added after it (an onRoute hook).
 */
export default fp(
  async function apiDocsPlugin(app: FastifyInstance) {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: { title: 'Reading Rooms API', version: packageJson.version },
        components: {
          securitySchemes: {
            bearer: { type: 'http', scheme: 'bearer', description: 'POST /api/login answers a token' },
          },
        },
      },
      transform: (input) => {
        // The realtime WebSocket speaks the Pusher protocol, not HTTP request/response.
        if ((input.route as RouteOptions).websocket) return { schema: { hide: true }, url: input.url };
        const transformed = jsonSchemaTransform(input);
        const schema = transformed.schema as Record<string, unknown> | undefined;
        if (schema && !schema.hide && requiresBearer(app, input.route as RouteOptions)) {
          schema.security = [{ bearer: [] }];
        }
        return transformed;
      },
      // Schemas registered in zod's global registry with an id become components and $refs.
      transformObject: jsonSchemaTransformObject,
    });

    // Swagger UI fetches its own copy at /api/docs/json; this is the address the README gives.
    app.get(openApiDocumentPath, { schema: { hide: true } }, () => app.swagger());
    // Swagger UI serves its own script and styles from /api/docs/static: the app's strict CSP
    // (script-src 'self', no inline script) already allows them. It has no badge from
    // validator.swagger.io unless validatorUrl is set.
    await app.register(swaggerUi, { routePrefix: apiDocsPrefix });
  },
  { name: 'api-docs', dependencies: ['auth'] },
);

/** A route behind app.authenticate (a preHandler, or an onRequest hook as on /broadcasting/auth). */
function requiresBearer(app: FastifyInstance, route: RouteOptions): boolean {
  const hooks = [route.onRequest, route.preHandler].flat();
  return hooks.includes(app.authenticate as (typeof hooks)[number]);
}
