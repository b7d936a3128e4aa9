import type { z } from 'zod';

export type RouteMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * One API call, declared once: its method, its path pattern (`:name` for a parameter), the schemas
 * of its parameters and body, and the schema of its successful answer. The server registers its
 * route from it and the api-client builds the URL and the answer's type from it
 * (docs/architecture.md §2).
 */
export interface RouteDeclaration<
  Params extends z.ZodType | undefined = z.ZodType | undefined,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Response extends z.ZodType = z.ZodType,
> {
  method: RouteMethod;
  path: string;
  params?: Params;
  body?: Body;
  /** The answer's status when it succeeds (200 unless said). */
  status?: number;
  response: Response;
}

/** Declares a call; the literal types are kept so both sides infer from it. */
export const defineRoute = <const R extends RouteDeclaration>(route: R): R => route;

/** The successful answer's type of a declared call. */
export type ResponseOf<R extends RouteDeclaration> = z.infer<R['response']>;

/** The URL of a declared call: its pattern with each `:name` replaced by the value given. */
export function pathOf(route: Pick<RouteDeclaration, 'path'>, params: Record<string, string | number> = {}) {
  return route.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`No value for :${name} in ${route.path}`);
    return encodeURIComponent(String(value));
  });
}
