import { notifications } from '@mantine/notifications';
import { useCallback, useState } from 'react';
import { i18n } from '#client/i18n/i18n.ts';
import { inScreenLanguageLoaded } from '#client/i18n/server-words.ts';
import { claimRefusalMessage } from '#client/sync/refusal-claims.ts';
import { useUserSync } from '#client/sync/use-user-sync.ts';
import { write } from '#client/sync/write.ts';
import {
  type AssignmentDecision,
  decisionKind,
  decisionRefusalMessage,
} from '#local-db/assignments/assignment-decisions.ts';
import type { OutboxEntry } from '#local-db/outbox-entry.ts';
import type { OutboxProcessor } from '#local-db/outbox-processor.ts';

/** docs/product.md §2 and §9: the assignment action toast, bottom right, 3 seconds, green or red. */
function showAssignmentToast(color: 'green' | 'red', message: string) {
  void inScreenLanguageLoaded(message).then((sentence) =>
    notifications.show({ color, message: sentence, position: 'bottom-right', autoClose: 3000 }),
  );
}

const successWords = { approve: 'approved', reject: 'rejected' } as const;

/**
 * Sends the outbox now and resolves when the server has answered this entry, or when it is left
 * waiting (offline, backoff, lapsed session, or behind an entry that waits): then the row's
 * "waiting to sync" mark tells the rest.
 */
function outcomeOf(processor: OutboxProcessor, entry: OutboxEntry) {
  return new Promise<{ ok: true; body: unknown } | { ok: false; message?: string } | null>((resolve) => {
    const mine = (event: { entry: OutboxEntry }) => event.entry.id === entry.id;
    const offs = [
      processor.events.on('synced', (e) => mine(e) && done({ ok: true, body: e.body })),
      processor.events.on('rejected', (e) => mine(e) && done({ ok: false, message: e.message })),
      processor.events.on('retrying', (e) => mine(e) && done(null)),
      processor.events.on('unauthorized', (e) => mine(e) && done(null)),
    ];
    function done(outcome: Parameters<typeof resolve>[0]) {
      for (const off of offs) off();
      resolve(outcome);
    }
    // A round that ends without a word about this entry left it waiting.
    processor.syncNow().then(
      () => done(null),
      () => done(null),
    );
  });
}

/**
 * Approve or reject: applied locally at once and queued in the outbox (works offline); the toast
 * follows the server's answer. `acting` holds the uuids whose decision is on its way.
 */
export function useDecideAssignment() {
  const sync = useUserSync();
  const [acting, setActing] = useState<ReadonlySet<string>>(new Set());

  const decide = useCallback(
    async (uuid: string, decision: AssignmentDecision) => {
      if (!sync) return;
      setActing((current) => new Set(current).add(uuid));
      let releaseClaim = () => {};
      try {
        // The send is scheduled on a timer: the claim and the outcome listener are in place first.
        const entry = await write(sync, decisionKind(decision), { uuid }, { sendAfterMs: 0 });
        releaseClaim = claimRefusalMessage(entry.id);
        const outcome = outcomeOf(sync.processor, entry);
        const result = await outcome;
        if (result?.ok) {
          // The accept screen decides too, and it loads only its own words: load these first.
          await i18n.loadNamespaces('assignments');
          showAssignmentToast('green', i18n.t(successWords[decision], { ns: 'assignments' }));
        }
        if (result && !result.ok)
          showAssignmentToast('red', decisionRefusalMessage(entry.kind, result.message));
      } finally {
        releaseClaim();
        setActing((current) => {
          const next = new Set(current);
          next.delete(uuid);
          return next;
        });
      }
    },
    [sync],
  );

  return { decide, acting, ready: sync !== null };
}
