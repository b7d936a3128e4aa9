import { useCallback, useEffect, useState } from 'react';
import { listTextAssignments } from '#api-client/assignments.ts';
import { useApi } from '#client/state/use-api.ts';
import type { OwnerAssignment } from '#contract/assignments.ts';

export type TextAssignmentsState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; items: OwnerAssignment[] };

/** The owner's table, straight from the server: owner work is online only (docs/product.md §10). */
export function useTextAssignments(textId: number) {
  const api = useApi();
  const [state, setState] = useState<TextAssignmentsState>({ status: 'loading' });

  const reload = useCallback(async () => {
    try {
      setState({ status: 'ready', items: await listTextAssignments(api, textId) });
    } catch (error) {
      console.warn('Loading the assignments of the text failed', error);
      setState((current) => (current.status === 'ready' ? current : { status: 'failed' }));
    }
  }, [api, textId]);

  useEffect(() => {
    setState({ status: 'loading' });
    void reload();
  }, [reload]);

  return { state, reload };
}
