/** One queued write: an optimistic change already applied to Dexie, waiting for the server. */
export interface OutboxEntry {
  /** Auto-incremented by Dexie: the send order. */
  seq: number;
  /** A uuid; sent as the `Idempotency-Key` on every attempt, so a retry never applies twice. */
  id: string;
  kind: string;
  /** Kept so `rollback` can undo the optimistic change if the server rejects it. */
  payload: unknown;
  method: string;
  path: string;
  body: unknown;
  /** Epoch milliseconds. */
  createdAt: number;
  attempts: number;
  /** Epoch milliseconds before which the timer does not retry (exponential backoff). */
  nextAttemptAt: number;
  lastError: string | null;
}

export interface MetaRow {
  key: string;
  value: unknown;
}
