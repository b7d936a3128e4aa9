import type { RouteDeclaration } from '#contract/route.ts';

/**
 * Fastify's `method`, `url` and `schema` of a call declared in the contract: a route registers with
 * `app.route({ ...declaredRoute(paragraphRoutes.update), preHandler, handler })`, so its path and
 * schemas are written once, in `src/contract` (docs/architecture.md §2).
 */
export function declaredRoute<const R extends RouteDeclaration>(route: R) {
  return {
    method: route.method.toUpperCase() as Uppercase<R['method']>,
    url: route.path,
    schema: {
      params: route.params as R['params'],
      body: route.body as R['body'],
      response: { [route.status ?? 200]: route.response } as Record<number, R['response']>,
    },
  };
}
