import { queryOptions } from '@tanstack/react-query';
import { getClass, listClasses } from '#api-client/classes.ts';
import type { ApiClient } from '#api-client/create-api-client.ts';

/** Everything cached about classes starts with this key: a change to one refreshes them all. */
export const classesKey = ['classes'] as const;

/** GET /api/classes: the signed-in teacher's classes. */
export const classListQuery = (api: ApiClient) =>
  queryOptions({ queryKey: [...classesKey, 'list'], queryFn: () => listClasses(api) });

/** GET /api/classes/{id}: one class with its pupils and their pictures. */
export const classDetailQuery = (api: ApiClient, id: number) =>
  queryOptions({ queryKey: [...classesKey, 'detail', id], queryFn: () => getClass(api, id) });
