import { notificationRoutes } from '#contract/notifications.ts';
import { pathOf } from '#contract/route.ts';
import { defineMutation } from '../mutations.ts';
import { type LocalNotification, notificationsTable } from './local-notification.ts';

/** Notification writes that work offline (docs/architecture.md §10): optimistic, sent through the outbox. */
declare module '#local-db/mutations.ts' {
  interface MutationPayloads {
    'notification.read': { id: string };
    /** `ids`: the ones this mark-all turned read, so a refusal restores exactly those. */
    'notification.readAll': { ids: string[] };
    /** The whole item, so a refusal puts it back as it was. */
    'notification.remove': { notification: LocalNotification };
  }
}

export const notificationMutationKinds = ['notification.read', 'notification.readAll', 'notification.remove'];

const setRead = (db: Parameters<typeof notificationsTable>[0], ids: string[], read: boolean) =>
  notificationsTable(db)
    .where('id')
    .anyOf(ids)
    .modify((item) => {
      item.read = read;
    });

export const readMutation = defineMutation('notification.read', {
  request: ({ id }) => ({ method: 'PATCH', path: pathOf(notificationRoutes.read, { id }) }),
  apply: (db, { id }) => setRead(db, [id], true).then(() => {}),
  // docs/product.md §4: rolled back to unread on failure.
  rollback: (db, { id }) => setRead(db, [id], false).then(() => {}),
});

export const readAllMutation = defineMutation('notification.readAll', {
  request: () => ({ method: 'PATCH', path: pathOf(notificationRoutes.readAll) }),
  apply: (db, { ids }) => setRead(db, ids, true).then(() => {}),
  rollback: (db, { ids }) => setRead(db, ids, false).then(() => {}),
});

export const removeMutation = defineMutation('notification.remove', {
  request: ({ notification }) => ({
    method: 'DELETE',
    path: pathOf(notificationRoutes.remove, { id: notification.id }),
  }),
  apply: async (db, { notification }) => {
    await notificationsTable(db).delete(notification.id);
  },
  rollback: async (db, { notification }) => {
    await notificationsTable(db).put(notification);
  },
});
