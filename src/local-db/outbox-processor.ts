import { oneRunAtATime } from './one-run-at-a-time.ts';
import { createEmitter, type OutboxEvents } from './outbox-events.ts';
import type { OutboxTransport } from './outbox-transport.ts';
import type { BackoffOptions } from './retry-policy.ts';
import { type SendContext, sendEntry } from './send-entry.ts';
import { createSyncTimers } from './sync-timers.ts';
import type { UserDb } from './user-db.ts';

export interface OutboxProcessorOptions {
  db: UserDb;
  transport: OutboxTransport;
  backoff?: BackoffOptions;
}

/** Why a round ended with entries left: `waiting` (backoff not over), `retry`, `unauthorized`. */
export interface SyncReport {
  sent: number;
  rejected: number;
  remaining: number;
  stoppedBy: 'waiting' | 'retry' | 'unauthorized' | null;
}

export interface SyncOptions {
  /** Send the head entry even if its backoff is not over: connectivity just changed. */
  ignoreBackoff?: boolean;
}

/** Thrown by `flush()` so a service worker's `event.waitUntil(flush())` makes the browser retry. */
export class SyncIncompleteError extends Error {
  constructor(readonly report: SyncReport) {
    super(`${report.remaining} change(s) could not be sent yet (${report.stoppedBy}).`);
    this.name = 'SyncIncompleteError';
  }
}

export type OutboxProcessor = ReturnType<typeof createOutboxProcessor>;

/**
 * Sends the outbox strictly in order, one entry at a time; a retrying entry holds back the ones
 * behind it. One round at a time: a `syncNow()` while one runs gets a follow-up round after it
 * (shared by every call made meanwhile), so a write landing after the running round last looked
 * at the outbox is still sent, and the caller's promise always covers its own entry.
 */
export function createOutboxProcessor(options: OutboxProcessorOptions) {
  const events = createEmitter<OutboxEvents>();
  const context: SendContext = { ...options, events };
  const timers = createSyncTimers();
  let stopped = false;
  const round: RoundControl = {
    waitUntil: (at) => timers.backoff(at, trigger),
    isStopped: () => stopped,
  };
  const rounds = oneRunAtATime(
    (syncOptions: SyncOptions) => runRound(context, syncOptions, round),
    (waiting, added) => ({ ignoreBackoff: waiting.ignoreBackoff === true || added.ignoreBackoff === true }),
  );

  function syncNow(syncOptions: SyncOptions = {}): Promise<SyncReport> {
    return rounds.call(syncOptions);
  }

  /** Background triggers report failures as events; nobody awaits them. */
  function trigger(syncOptions?: SyncOptions) {
    syncNow(syncOptions).catch((error: unknown) => events.emit('error', { error }));
  }

  const onOnline = () => trigger({ ignoreBackoff: true });

  return {
    events,
    syncNow,
    /** Debounced: writes call this so a burst of changes goes out in one round, ~1 s later. */
    scheduleSync(delayMs = 1000) {
      timers.debounce(delayMs, trigger);
    },
    /** For the service worker's Background Sync: rejects unless the outbox was emptied. */
    async flush(): Promise<SyncReport> {
      const report = await syncNow({ ignoreBackoff: true });
      if (report.remaining > 0) throw new SyncIncompleteError(report);
      return report;
    },
    /** Sends what is waiting now and on every `online` event. */
    start() {
      globalThis.addEventListener?.('online', onOnline);
      trigger();
    },
    /**
     * For good (sign-out): no more timers or rounds; a round already running ends after its entry.
     * Resolves once that round has ended, so the database is closed only after the entry is settled.
     */
    stop(): Promise<void> {
      stopped = true;
      globalThis.removeEventListener?.('online', onOnline);
      timers.dispose();
      // A follow-up still to come runs after `stopped`: it only counts what is left, before the close.
      return rounds.settled().then(
        () => undefined,
        () => undefined,
      );
    },
  };
}

interface RoundControl {
  /** Arms the backoff timer for the head entry's next attempt. */
  waitUntil(at: number): void;
  isStopped(): boolean;
}

async function runRound(
  context: SendContext,
  { ignoreBackoff = false }: SyncOptions,
  { waitUntil, isStopped }: RoundControl,
): Promise<SyncReport> {
  const report: SyncReport = { sent: 0, rejected: 0, remaining: 0, stoppedBy: null };
  for (let first = true; ; first = false) {
    if (isStopped()) break;
    const entry = await context.db.outbox.orderBy('seq').first();
    if (!entry) break;
    if (entry.nextAttemptAt > Date.now() && !(first && ignoreBackoff)) {
      waitUntil(entry.nextAttemptAt);
      report.stoppedBy = 'waiting';
      break;
    }
    const outcome = await sendEntry(context, entry);
    if (outcome.type === 'acknowledged') report.sent += 1;
    if (outcome.type === 'rejected') report.rejected += 1;
    if (outcome.type === 'retry' || outcome.type === 'unauthorized') {
      report.stoppedBy = outcome.type;
      if (outcome.type === 'retry') waitUntil((await context.db.outbox.get(entry.seq))?.nextAttemptAt ?? 0);
      break;
    }
  }
  report.remaining = await context.db.outbox.count();
  return report;
}
