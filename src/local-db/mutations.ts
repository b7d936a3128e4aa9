import type { UserDb } from './user-db.ts';

/**
 * Payload type of every mutation kind. Each feature adds its kinds by augmenting this interface:
 * `declare module '#local-db/mutations.ts' { interface MutationPayloads { 'answer.save': {...} } }`.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging in each feature
export interface MutationPayloads {}

export type MutationKind = keyof MutationPayloads & string;

export interface MutationRequest {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  body?: unknown;
}

export interface MutationDefinition<P> {
  /** The API call that makes the change on the server. */
  request(payload: P): MutationRequest;
  /** The optimistic change. Runs inside a Dexie transaction: Dexie calls only, no fetch or timers. */
  apply(db: UserDb, payload: P): Promise<void> | void;
  /** Undoes `apply` when the server rejects the change; also Dexie calls only. */
  rollback(db: UserDb, payload: P): Promise<void> | void;
}

const registry = new Map<string, MutationDefinition<never>>();

/** Registers a kind; the window and the service worker import the same definitions. */
export function defineMutation<K extends MutationKind>(
  kind: K,
  definition: MutationDefinition<MutationPayloads[K]>,
): MutationDefinition<MutationPayloads[K]> {
  registry.set(kind, definition as MutationDefinition<never>);
  return definition;
}

/** The definition of a stored entry's kind, if this build still knows it. */
export function findMutation(kind: string): MutationDefinition<unknown> | undefined {
  return registry.get(kind) as MutationDefinition<unknown> | undefined;
}
