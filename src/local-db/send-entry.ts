import type { OutboxEntry } from './outbox-entry.ts';
import type { Emitter, OutboxEvents } from './outbox-events.ts';
import { findMutation } from './outbox-kinds.ts';
import type { OutboxTransport } from './outbox-transport.ts';
import { type BackoffOptions, backoffDelay, classifyResponse, type SendOutcome } from './retry-policy.ts';
import type { UserDb } from './user-db.ts';

export interface SendContext {
  db: UserDb;
  transport: OutboxTransport;
  events: Emitter<OutboxEvents>;
  backoff?: BackoffOptions;
}

/**
 * One attempt at one entry, and its bookkeeping: an entry leaves the outbox only on the server's
 * acknowledgement or its explicit rejection (then with its optimistic change rolled back).
 */
export async function sendEntry(context: SendContext, entry: OutboxEntry): Promise<SendOutcome> {
  let outcome: SendOutcome;
  try {
    outcome = classifyResponse(await context.transport(entry));
  } catch (error) {
    outcome = { type: 'retry', reason: error instanceof Error ? error.message : String(error) };
  }
  if (outcome.type === 'acknowledged') await acknowledge(context, entry, outcome.body);
  if (outcome.type === 'retry') await scheduleRetry(context, entry, outcome.reason, outcome.retryAfterMs);
  if (outcome.type === 'rejected') await reject(context, entry, outcome.status, outcome.message);
  if (outcome.type === 'unauthorized') {
    await context.db.outbox.update(entry.seq, { lastError: 'The session has ended.' });
    context.events.emit('unauthorized', { entry });
  }
  return outcome;
}

async function acknowledge({ db, events }: SendContext, entry: OutboxEntry, body: unknown) {
  await db.outbox.delete(entry.seq);
  events.emit('synced', { entry, body });
}

async function scheduleRetry(context: SendContext, entry: OutboxEntry, reason: string, retryAfterMs = 0) {
  const attempts = entry.attempts + 1;
  const nextAttemptAt = Date.now() + Math.max(backoffDelay(attempts, context.backoff), retryAfterMs);
  await context.db.outbox.update(entry.seq, { attempts, nextAttemptAt, lastError: reason });
  context.events.emit('retrying', { entry: { ...entry, attempts, nextAttemptAt }, reason, nextAttemptAt });
}

async function reject({ db, events }: SendContext, entry: OutboxEntry, status: number, message: string) {
  const mutation = findMutation(entry.kind);
  // Undo and forget in one transaction: the change is never half rolled back.
  await db.transaction('rw', db.tables, async () => {
    await mutation?.rollback(db, entry.payload);
    await db.outbox.delete(entry.seq);
  });
  events.emit('rejected', { entry, status, message });
}
