import { pendingCount } from '#local-db/pending-count.ts';
import type { UserSync } from './user-sync-atom.ts';

/**
 * How long a sign-out spends sending what waits (a change already on its way first): long enough
 * for an answer on a slow network to be marked sent (not resent, or refused, at the next sign-in),
 * short enough not to hang. Offline the attempt fails at once and the changes are kept.
 */
export const SEND_BEFORE_SIGN_OUT_MS = 5000;

/** Tries to send what waits (retry delays skipped), for at most SEND_BEFORE_SIGN_OUT_MS; answers what is left. */
export async function sendWhatWaits(sync: UserSync): Promise<number> {
  await Promise.race([
    sync.processor.syncNow({ ignoreBackoff: true }).catch(() => {}),
    new Promise((resolve) => setTimeout(resolve, SEND_BEFORE_SIGN_OUT_MS)),
  ]);
  return pendingCount(sync.db).catch(() => 0);
}
