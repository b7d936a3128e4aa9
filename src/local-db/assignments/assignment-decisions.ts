import { type AssignmentDecision, type AssignmentStatus, assignmentPaths } from '#contract/assignments.ts';
import { defineMutation } from '../mutations.ts';
import type { OutboxEntry } from '../outbox-entry.ts';
import { readingTables } from '../reading/reading-tables.ts';
import type { UserDb } from '../user-db.ts';
import { myAssignmentsTable } from './my-assignments-table.ts';

/** Approve and reject work offline (docs/architecture.md §10): optimistic, sent through the outbox. */
declare module '#local-db/mutations.ts' {
  interface MutationPayloads {
    'assignment.approve': { uuid: string };
    'assignment.reject': { uuid: string };
  }
}

export type { AssignmentDecision };

const decisionKinds = { approve: 'assignment.approve', reject: 'assignment.reject' } as const;
/** docs/product.md §4: pending becomes in_progress when approved and rejected when rejected. */
const decidedStatus = { approve: 'in_progress', reject: 'rejected' } as const satisfies Record<
  AssignmentDecision,
  AssignmentStatus
>;

export const assignmentDecisionKinds: readonly string[] = Object.values(decisionKinds);

/**
 * Only a pending assignment can be decided (the server answers 409 otherwise), so undoing means
 * pending. The reader keeps its own copy of the assignment; it follows in the same transaction, so
 * it does not ask again once the decision is sent, and a refused decision is undone there too.
 */
async function setStatus(db: UserDb, uuid: string, from: AssignmentStatus, to: AssignmentStatus) {
  const wasFrom = (row: { status: AssignmentStatus }) => row.status === from;
  await myAssignmentsTable(db).where('uuid').equals(uuid).and(wasFrom).modify({ status: to });
  await readingTables(db).assignments.where('uuid').equals(uuid).and(wasFrom).modify({ status: to });
}

function decisionMutation(decision: AssignmentDecision) {
  const to = decidedStatus[decision];
  return defineMutation(decisionKinds[decision], {
    request: ({ uuid }) => ({
      method: 'POST',
      path: decision === 'approve' ? assignmentPaths.approve(uuid) : assignmentPaths.reject(uuid),
    }),
    apply: (db, { uuid }) => setStatus(db, uuid, 'pending', to),
    rollback: (db, { uuid }) => setStatus(db, uuid, to, 'pending'),
  });
}

export const approveMutation = decisionMutation('approve');
export const rejectMutation = decisionMutation('reject');

/** The outbox kind of a decision. */
export const decisionKind = (decision: AssignmentDecision) => decisionKinds[decision];

/** docs/product.md §8: the server's message, else these, when the server refuses a decision. */
const refusalFallbacks: Record<string, string> = {
  'assignment.approve': 'Failed to approve assignment',
  'assignment.reject': 'Failed to reject assignment',
};

/** The uuid a queued decision is about, or null for any other kind of entry. */
export function decisionUuid(entry: Pick<OutboxEntry, 'kind' | 'payload'>): string | null {
  if (!assignmentDecisionKinds.includes(entry.kind)) return null;
  return (entry.payload as { uuid: string }).uuid;
}

/** The outbox's own wording when the server's answer carried no message (`retry-policy.ts`). */
const ENGINE_FALLBACK = /^The change could not be saved \(\d+\)\.$/;

/**
 * The person-facing message for a refused decision (docs/product.md §8): the server's message, else
 * 'Failed to approve assignment' / 'Failed to reject assignment'.
 */
export function decisionRefusalMessage(kind: string, message: string | undefined): string {
  const fromServer = message?.trim() && !ENGINE_FALLBACK.test(message) ? message : undefined;
  return fromServer ?? refusalFallbacks[kind] ?? 'The change could not be saved.';
}
