import type { RouteDeclaration } from '#contract/route.ts';

type SchemaKey = 'params' | 'querystring' | 'body' | 'response';
type SchemaOf<R extends RouteDeclaration> = Pick<R, Extract<keyof R, SchemaKey>>;

/**
 * Method, url and schema of a route, taken from its contract declaration, for
 * `app.route({ ...routeOptions(textRoutes.show), preHandler, handler })`: the server spells no path and
 * no schema itself (docs/architecture.md §2), and the OpenAPI plugin reads the same `schema`.
 */
export function routeOptions<const R extends RouteDeclaration>(
  route: R,
  { typedResponse = false }: RouteOptionFlags = {},
) {
  const schema: Partial<Record<SchemaKey, unknown>> = {};
  for (const key of ['params', 'querystring', 'body', 'response'] as const) {
    if (route[key] !== undefined) schema[key] = route[key];
  }
  const options = { method: route.method, url: route.path, schema: schema as SchemaOf<R> };
  return typedResponse ? { ...options, serializerCompiler: stringifyOnly } : options;
}

export interface RouteOptionFlags {
  /**
   * The handler builds exactly the response schema's type from typed rows, and the answer is too
   * large for a second zod pass on the way out (the schema still types it and documents it in
   * OpenAPI): written with JSON.stringify alone (docs/architecture.md §2).
   */
  typedResponse?: boolean;
}

const stringifyOnly = () => (data: unknown) => JSON.stringify(data);
