import type { FastifyBaseLogger } from 'fastify';
import type { Locale } from '#contract/locale-codes.ts';
import type { Notification } from '#contract/notifications.ts';
import { notificationCreatedEvent, userChannel } from '#contract/realtime.ts';
import type { Broadcaster } from '../../adapters/realtime/broadcaster.ts';
import type { Db } from '../../db/database.ts';
import { recipientLocale } from '../../i18n/words.ts';
import { findUserById } from '../auth/users-repository.ts';
import type { Push } from '../push/push-plugin.ts';
import {
  completeNotificationData,
  toNotificationBroadcast,
  toNotificationItem,
} from './notification-resource.ts';
import { type NotificationWords, type NotifyInput, pushPayloadFor } from './notification-words.ts';
import { insertNotification, type NotificationRow } from './repository.ts';

export interface NotifyDeps {
  db: Db;
  broadcaster: Broadcaster;
  push: Pick<Push, 'sendToUser'>;
  log: FastifyBaseLogger;
}

export interface Notifier {
  /**
   * Stores the notification, then broadcasts it on `private-user-{id}` and sends it by Web Push in
   * the background: delivery failures are logged and never fail the caller, who only waits for the row.
   * With `words` (wordedNotification) the push is written in the recipient's language.
   */
  notify(userId: number, input: NotifyInput): Promise<Notification>;
  /**
   * Delivers a notification a caller's own statement already stored, at once and in the background
   * as `notify` does; with the recipient's `locale` known, the push does not look it up.
   */
  announce(row: NotificationRow, words: NotificationWords, locale: Locale): void;
  /** Resolves when every delivery started so far has finished (for shutdown and tests). */
  settled(): Promise<void>;
}

export function createNotifier(deps: NotifyDeps): Notifier {
  const deliveries = new Set<Promise<void>>();
  const track = (delivering: Promise<void>) => {
    const delivery = delivering.finally(() => deliveries.delete(delivery));
    deliveries.add(delivery);
  };
  return {
    async notify(userId, input) {
      const row = await insertNotification(deps.db, userId, input.type, completeNotificationData(input.data));
      track(deliver(deps, row, input.words));
      return toNotificationItem(row);
    },
    announce(row, words, locale) {
      track(deliver(deps, row, words, locale));
    },
    async settled() {
      await Promise.all([...deliveries]);
    },
  };
}

async function deliver(deps: NotifyDeps, row: NotificationRow, words?: NotificationWords, locale?: Locale) {
  const broadcast = deps.broadcaster
    .publish(userChannel(row.userId), notificationCreatedEvent, toNotificationBroadcast(row))
    .catch((error: unknown) =>
      deps.log.warn({ err: error, userId: row.userId }, 'notification broadcast failed'),
    );
  const recipient = locale ?? findUserById(deps.db, row.userId).then((user) => recipientLocale(user?.locale));
  const push = Promise.resolve(recipient)
    .then((known) => deps.push.sendToUser(row.userId, pushPayloadFor(known, row, words)))
    .catch((error: unknown) => deps.log.warn({ err: error, userId: row.userId }, 'notification push failed'));
  await Promise.all([broadcast, push]);
}
