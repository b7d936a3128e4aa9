import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '#api-client/create-api-client.ts';
import { listPupilLevels } from '#api-client/reading-levels.ts';

/** GET /api/pupils/levels: the teacher's pupils and their reading levels (docs/reading-levels.md). */
export const pupilLevelsQuery = (api: ApiClient) =>
  queryOptions({ queryKey: ['pupil-levels'], queryFn: () => listPupilLevels(api) });
