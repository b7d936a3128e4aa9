import type { onRouteHookHandler } from 'fastify';

/**
 * An onRoute hook giving every route a module registers after it the module's area as its
 * OpenAPI tag (Swagger UI groups by tag). First line of a module's route plugin, so its child
 * plugins inherit it; a route's own `schema.tags` wins.
 */
export function tagRoutes(area: string): onRouteHookHandler {
  return (route) => {
    // Assigned, not mutated: modules share schema objects between routes.
    route.schema = { ...route.schema, tags: route.schema?.tags ?? [area] };
  };
}
