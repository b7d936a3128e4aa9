import type { Endpoint, PathParamName, PathParams, ResponseOf, RouteDeclaration } from '#contract/route.ts';
import { pathOf } from '#contract/route.ts';
import type { ApiClient, HttpMethod, RequestOptions } from './create-api-client.ts';

type CallOptions<P extends string> = RequestOptions &
  (PathParamName<P> extends never ? { params?: never } : { params: PathParams<P> });

/**
 * Sends the call a contract route declares, to the address of `at` (from `#contract/endpoints.ts`),
 * and types the answer from the route's response schema. The route comes in as a type only
 * (`call<(typeof textRoutes)['show']>`), so no zod reaches the bundle (docs/architecture.md §2);
 * the compiler checks that `at` is that route's endpoint. Answers are typed, not parsed: the server
 * serialises each one through the same schema.
 */
export function callRoute<R extends RouteDeclaration>(
  api: ApiClient,
  at: Endpoint<R['method'], R['path']>,
  ...[options]: PathParamName<R['path']> extends never
    ? [options?: CallOptions<R['path']>]
    : [options: CallOptions<R['path']>]
): Promise<ResponseOf<R>> {
  const { params, ...request } = options ?? {};
  const fill = pathOf as (at: Endpoint, params?: PathParams<string>) => string;
  return api.send<ResponseOf<R>>(at.method.toLowerCase() as HttpMethod, fill(at, params), request);
}
