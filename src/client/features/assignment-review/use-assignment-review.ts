import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '#api-client/create-api-client.ts';
import { getReaderAssignment } from '#api-client/reading.ts';
import { useApi } from '#client/state/use-api.ts';

/**
 * GET /api/assignments/{uuid} as the text's owner: straight from the server, never into the local
 * database or the outbox. The owner only looks, and owner work is online only (docs/product.md §10).
 */
export const assignmentReviewQuery = (api: ApiClient, uuid: string) =>
  queryOptions({
    queryKey: ['assignments', 'review', uuid],
    queryFn: () => getReaderAssignment(api, uuid),
  });

export const useAssignmentReview = (uuid: string) => useQuery(assignmentReviewQuery(useApi(), uuid));
