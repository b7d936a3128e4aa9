import type { z } from 'zod';

/**
 * Route declarations: each call of the API is declared once, and the server registers it, the
 * api-client addresses it and types its answer, and the OpenAPI document describes it, all from that
 * declaration (docs/architecture.md §2). Type-only zod: this file adds nothing to a bundle but itself.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Where a call goes: a method and a Fastify path pattern (`/api/texts/:id`). */
export interface Endpoint<M extends HttpMethod = HttpMethod, P extends string = string> {
  readonly method: M;
  readonly path: P;
}

/** The schemas of a call; `response` maps each status the route answers to its body. */
export interface RouteSchemas {
  readonly params?: z.ZodType;
  readonly querystring?: z.ZodType;
  readonly body?: z.ZodType;
  readonly response?: { readonly [status: number]: z.ZodType };
}

export type RouteDeclaration = Endpoint & RouteSchemas;

/** One route: its endpoint (from `endpoints.ts`) and its schemas, in one object. */
export function defineRoute<M extends HttpMethod, P extends string, const S extends RouteSchemas>(
  at: Endpoint<M, P>,
  schemas: S,
): Endpoint<M, P> & S {
  return { method: at.method, path: at.path, ...schemas };
}

/** The `:name` segments of a path pattern. */
export type PathParamName<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamName<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type PathParams<P extends string> = { readonly [K in PathParamName<P>]: string | number };

/** The URL path of a call: the pattern with each `:name` filled (URI-encoded) from `params`. */
export function pathOf<P extends string>(
  at: Endpoint<HttpMethod, P>,
  ...[params]: PathParamName<P> extends never ? [] : [PathParams<P>]
): string {
  if (!params) return at.path;
  const values: Readonly<Record<string, string | number>> = params;
  return at.path.replace(/:([A-Za-z]\w*)/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${at.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}

type BodyStatus = 200 | 201 | 202;

/**
 * The body a successful call answers, as the client receives it: `undefined` for a 204 (the client reads
 * an empty answer as undefined), `unknown` when the route declares no response.
 */
export type ResponseOf<R> = R extends { readonly response: infer Map }
  ? [Extract<keyof Map, BodyStatus>] extends [never]
    ? 204 extends keyof Map
      ? undefined
      : unknown
    : Map[Extract<keyof Map, BodyStatus>] extends infer S extends z.ZodType
      ? z.output<S>
      : unknown
  : unknown;

/** The body a call sends, as the client writes it (before the server's transforms). */
export type BodyOf<R> = R extends { readonly body: infer S extends z.ZodType } ? z.input<S> : never;
