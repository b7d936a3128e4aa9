import { queryOptions, useQuery } from '@tanstack/react-query';
import { listTextAssignments } from '#api-client/assignments.ts';
import type { ApiClient } from '#api-client/create-api-client.ts';
import { useApi } from '#client/state/use-api.ts';
import type { OwnerAssignment } from '#contract/assignments.ts';

export type TextAssignmentsState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; items: OwnerAssignment[] };

/** GET /api/texts/{id}/assignments: the owner's table. */
export const textAssignmentsQuery = (api: ApiClient, textId: number) =>
  queryOptions({
    queryKey: ['texts', 'assignments', textId],
    queryFn: () => listTextAssignments(api, textId),
  });

/** The owner's table, straight from the server: owner work is online only (docs/product.md §10). */
export function useTextAssignments(textId: number) {
  const query = useQuery(textAssignmentsQuery(useApi(), textId));
  let state: TextAssignmentsState = { status: 'loading' };
  if (query.data) state = { status: 'ready', items: query.data };
  else if (query.isError) state = { status: 'failed' };
  return {
    state,
    reload: async () => {
      await query.refetch();
    },
  };
}
