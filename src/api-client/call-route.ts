import { pathOf, type ResponseOf, type RouteDeclaration } from '#contract/route.ts';
import type { ApiClient, RequestOptions } from './create-api-client.ts';

/**
 * Calls a route declared in the contract: the URL from its pattern, the method from the
 * declaration, the answer typed by its response schema (a type only: nothing is parsed here).
 */
export function callRoute<R extends RouteDeclaration>(
  api: ApiClient,
  route: R,
  params: Record<string, string | number>,
  options?: RequestOptions,
): Promise<ResponseOf<R>> {
  return api.send<ResponseOf<R>>(route.method, pathOf(route, params), options);
}
