import { defineMutation } from '#local-db/mutations.ts';
import { addTestOutboxKind } from '#local-db/outbox-kinds.ts';
import type { UserDb } from '#local-db/user-db.ts';

/** Two mutation kinds for the engine's tests: a note kept in `meta`, and one whose apply fails. */
declare module '#local-db/mutations.ts' {
  interface MutationPayloads {
    'test.note': { id: string; text: string };
    'test.broken': { id: string };
  }
}

export const noteKey = (id: string) => `note:${id}`;

export const readNote = async (db: UserDb, id: string) => (await db.meta.get(noteKey(id)))?.value;

const noteMutation = defineMutation('test.note', {
  request: ({ id, text }) => ({ method: 'PUT', path: `/api/notes/${id}`, body: { text } }),
  apply: async (db, { id, text }) => {
    await db.meta.put({ key: noteKey(id), value: text });
  },
  rollback: async (db, { id }) => {
    await db.meta.delete(noteKey(id));
  },
});

const brokenMutation = defineMutation('test.broken', {
  request: ({ id }) => ({ method: 'POST', path: `/api/broken/${id}` }),
  apply: async (db, { id }) => {
    await db.meta.put({ key: noteKey(id), value: 'half-written' });
    throw new Error('apply failed half-way');
  },
  rollback: () => {},
});

addTestOutboxKind('test.note', { mutation: noteMutation, silent: false });
addTestOutboxKind('test.broken', { mutation: brokenMutation, silent: false });
