import type { RouteDeclaration } from '#contract/route.ts';

interface DeclaredSchema<R extends RouteDeclaration> {
  params: R['params'];
  body: R['body'];
  response: Record<number, R['response']>;
}

/**
 * Fastify's `method`, `url` and `schema` of a call declared in the contract: a route registers with
 * `app.route({ ...declaredRoute(paragraphRoutes.update), preHandler, handler })`, so its path and
 * schemas are written once, in `src/contract` (docs/architecture.md §2).
 */
export function declaredRoute<const R extends RouteDeclaration>(route: R) {
  // Only the parts the call has: a `body` key left undefined makes Fastify warn about the HEAD
  // twin of every GET route. The type still says what each part is, for the handler's request.
  const schema: Record<string, unknown> = { response: { [route.status ?? 200]: route.response } };
  if (route.params) schema.params = route.params;
  if (route.body) schema.body = route.body;
  return {
    method: route.method.toUpperCase() as Uppercase<R['method']>,
    url: route.path,
    schema: schema as unknown as DeclaredSchema<R>,
  };
}
