const claimed = new Set<string>();

/**
 * A screen that shows its own message when the server refuses this outbox entry claims it, so the
 * sync service does not show a second one. Unclaimed refusals (the screen is gone) are still told.
 * Returns the release function.
 */
export function claimRefusalMessage(entryId: string): () => void {
  claimed.add(entryId);
  return () => claimed.delete(entryId);
}

export const isRefusalClaimed = (entryId: string) => claimed.has(entryId);
