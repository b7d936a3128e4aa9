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

/**
 * Types a kind's definition against its payload. Nothing is registered here: every kind is listed,
 * with its other properties, in the one table of `outbox-kinds.ts`.
 */
export function defineMutation<K extends MutationKind>(
  _kind: K,
  definition: MutationDefinition<MutationPayloads[K]>,
): MutationDefinition<MutationPayloads[K]> {
  return definition;
}
