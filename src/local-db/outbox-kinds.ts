import { approveMutation, rejectMutation } from './assignments/assignment-decisions.ts';
import type { MutationDefinition, MutationKind, MutationPayloads } from './mutations.ts';
import { readAllMutation, readMutation, removeMutation } from './notifications/notification-mutations.ts';
import { answerMutation, completeMutation, readingTimeMutation } from './reading/reading-mutations.ts';

/** Everything the outbox knows about one kind of change. */
export interface OutboxKind<K extends MutationKind> {
  mutation: MutationDefinition<MutationPayloads[K]>;
  /**
   * A refusal is rolled back without a word to the person (docs/product.md §8: refused read marks
   * are only logged; pupils never see reading time).
   */
  silent: boolean;
}

/** The product's kinds; `test.*` kinds are the engine tests' own (test/harness/outbox). */
type ProductKind = Exclude<MutationKind, `test.${string}`>;
type OutboxKindTable = { [K in ProductKind]: OutboxKind<K> };

/**
 * Every kind of change the outbox sends, in one table: the window and the service worker read the
 * same one, and a kind declared in `MutationPayloads` but missing here does not compile. Built on
 * first use, as the definitions' modules themselves use the outbox.
 */
let table: OutboxKindTable | undefined;
function outboxKinds(): OutboxKindTable {
  table ??= {
    'reading.answer': { mutation: answerMutation, silent: false },
    'reading.time': { mutation: readingTimeMutation, silent: true },
    'reading.complete': { mutation: completeMutation, silent: false },
    'notification.read': { mutation: readMutation, silent: true },
    'notification.readAll': { mutation: readAllMutation, silent: true },
    'notification.remove': { mutation: removeMutation, silent: false },
    'assignment.approve': { mutation: approveMutation, silent: false },
    'assignment.reject': { mutation: rejectMutation, silent: false },
  };
  return table as OutboxKindTable;
}

/** The engine tests' own kinds, kept apart from the product's table. */
const testKinds = new Map<string, OutboxKind<MutationKind>>();

/** For tests of the outbox engine only: a `test.*` kind with its definition. */
export function addTestOutboxKind<K extends MutationKind & `test.${string}`>(
  kind: K,
  outboxKind: OutboxKind<K>,
) {
  testKinds.set(kind, outboxKind as unknown as OutboxKind<MutationKind>);
}

/** The kind of a stored entry, if this build still knows it. */
function kindOf(kind: string): OutboxKind<MutationKind> | undefined {
  return (outboxKinds() as Partial<Record<string, OutboxKind<MutationKind>>>)[kind] ?? testKinds.get(kind);
}

/** The definition of a stored entry's kind, if this build still knows it. */
export const findMutation = (kind: string) =>
  kindOf(kind)?.mutation as MutationDefinition<unknown> | undefined;

/** Whether a refusal of this kind is rolled back silently. */
export const isSilentKind = (kind: string) => kindOf(kind)?.silent ?? false;
