import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';

/** Calls `close` whenever the location changes, so open menus never outlive a navigation. */
export function useCloseOnRouteChange(close: () => void) {
  const href = useRouterState({ select: (state) => state.location.href });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect is meant to run on every href change.
  useEffect(() => close(), [href]);
}
