import type { RouteDeclaration } from '#contract/route.ts';

type SchemaKey = 'params' | 'querystring' | 'body' | 'response';
type SchemaOf<R extends RouteDeclaration> = Pick<R, Extract<keyof R, SchemaKey>>;

/**
 * Method, url and schema of a route, taken from its contract declaration, for
 * `app.route({ ...routeOptions(textRoutes.show), preHandler, handler })`: the server spells no path and
 * no schema itself (docs/architecture.md §2), and the OpenAPI plugin reads the same `schema`.
 */
export function routeOptions<const R extends RouteDeclaration>(route: R) {
  const schema: Partial<Record<SchemaKey, unknown>> = {};
  for (const key of ['params', 'querystring', 'body', 'response'] as const) {
    if (route[key] !== undefined) schema[key] = route[key];
  }
  return { method: route.method, url: route.path, schema: schema as SchemaOf<R> };
}
