import { enqueue } from '#local-db/enqueue.ts';
import type { MutationKind, MutationPayloads } from '#local-db/mutations.ts';
import type { OutboxEntry } from '#local-db/outbox-entry.ts';
import type { UserDb } from '#local-db/user-db.ts';
import { afterWrite } from './after-write.ts';
import type { UserSync } from './user-sync-atom.ts';

/**
 * The one way a screen changes pupil data: the optimistic change and its outbox row in one
 * transaction (`enqueue`), then the send scheduled (`afterWrite`), so no call site can forget it.
 * `sendAfterMs: 0` sends at once (a decision, a finish); the default batches writes about a second.
 */
export async function write<K extends MutationKind>(
  sync: UserSync,
  kind: K,
  payload: MutationPayloads[K],
  options: { sendAfterMs?: number } = {},
): Promise<OutboxEntry> {
  const entry = await enqueue(sync.db, kind, payload);
  afterWrite(sync.processor, options.sendAfterMs);
  return entry;
}

/**
 * For a change that first looks at the local data (mark read only what is unread): `change` runs
 * its own look-then-enqueue transaction and says whether it queued anything; a send is scheduled
 * only then.
 */
export async function writeIfChanged(
  sync: UserSync,
  change: (db: UserDb) => Promise<boolean>,
  options: { sendAfterMs?: number } = {},
): Promise<boolean> {
  const queued = await change(sync.db);
  if (queued) afterWrite(sync.processor, options.sendAfterMs);
  return queued;
}
