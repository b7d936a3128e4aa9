import type { MutationKind, MutationPayloads } from './mutations.ts';
import type { OutboxEntry } from './outbox-entry.ts';
import { findMutation } from './outbox-kinds.ts';
import type { UserDb } from './user-db.ts';

/**
 * The outbox invariant: the optimistic change and its outbox row commit in ONE Dexie transaction,
 * so no change goes untracked, and a failing `apply` aborts the transaction and tracks nothing.
 * Call `processor.scheduleSync()` afterwards to send it soon.
 */
export async function enqueue<K extends MutationKind>(
  db: UserDb,
  kind: K,
  payload: MutationPayloads[K],
): Promise<OutboxEntry> {
  const mutation = findMutation(kind);
  if (!mutation) throw new Error(`Unknown mutation kind "${kind}": define it with defineMutation first.`);
  const { method, path, body = null } = mutation.request(payload);
  const now = Date.now();
  const entry: Omit<OutboxEntry, 'seq'> = {
    id: crypto.randomUUID(),
    kind,
    payload,
    method,
    path,
    body,
    createdAt: now,
    attempts: 0,
    nextAttemptAt: now,
    lastError: null,
  };
  // All tables: a mutation may touch any of them, and the outbox must be in the same scope.
  const seq = await db.transaction('rw', db.tables, async () => {
    await mutation.apply(db, payload);
    return db.outbox.add(entry);
  });
  return { ...entry, seq };
}
