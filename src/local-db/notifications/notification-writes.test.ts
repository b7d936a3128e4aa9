import { describe, expect, it } from 'vitest';
import type { Notification } from '#contract/notifications.ts';
import { createFetchTransport } from '#local-db/fetch-transport.ts';
import { createOutboxProcessor } from '#local-db/outbox-processor.ts';
import { createProcessorFixture } from '#test/harness/outbox/processor-fixture.ts';
import { treatGoneRemovalAsDone } from './gone-is-done.ts';
import { notificationsTable } from './local-notification.ts';
import { markAllNotificationsRead, markNotificationRead, removeNotification } from './notification-writes.ts';
import { storePulledNotifications } from './pull-notifications.ts';

const f = createProcessorFixture();

const serverItem = (
  id: string,
  readAt: string | null = null,
  createdAt = '2026-03-01T10:00:00.000Z',
): Notification => ({
  id,
  type: 'assignment_notification',
  data: {
    message: `New assignment ${id}`,
    text_id: 4,
    text_title: 'The Moon',
    text_author: 'Ada',
    due_date: null,
    assignment_uuid: `uuid-${id}`,
  },
  read_at: readAt,
  created_at: createdAt,
});

const readFlags = async () =>
  Object.fromEntries((await notificationsTable(f.db).toArray()).map((item) => [item.id, item.read]));
const unreadCount = async () =>
  (await notificationsTable(f.db).toArray()).filter((item) => !item.read).length;

describe('notification writes through the outbox', () => {
  it('queues one change for two quick clicks on the same notification', async () => {
    await storePulledNotifications(f.db, [serverItem('a'), serverItem('b'), serverItem('c')]);
    expect(await Promise.all([markNotificationRead(f.db, 'a'), markNotificationRead(f.db, 'a')])).toEqual([
      true,
      false,
    ]);
    expect(await Promise.all([removeNotification(f.db, 'b'), removeNotification(f.db, 'b')])).toEqual([
      true,
      false,
    ]);
    expect(await Promise.all([markAllNotificationsRead(f.db), markAllNotificationsRead(f.db)])).toEqual([
      true,
      false,
    ]);
    expect((await f.db.outbox.toArray()).map((entry) => entry.kind)).toEqual([
      'notification.read',
      'notification.remove',
      'notification.readAll',
    ]);
  });

  it('marks read at once, sends PATCH /read with an idempotency key, and keeps it read when acknowledged', async () => {
    await storePulledNotifications(f.db, [serverItem('a'), serverItem('b')]);
    await markNotificationRead(f.db, 'a');
    expect(await readFlags()).toEqual({ a: true, b: false });

    await f.processor.syncNow();
    expect(f.server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'PATCH /api/notifications/a/read',
    ]);
    expect(f.server.requests[0]?.headers['idempotency-key']).toMatch(/[0-9a-f-]{36}/);
    expect(await readFlags()).toEqual({ a: true, b: false });
    expect(await f.db.outbox.count()).toBe(0);
  });

  it('rolls a refused read back to unread and restores the unread count', async () => {
    await storePulledNotifications(f.db, [serverItem('a'), serverItem('b')]);
    await markNotificationRead(f.db, 'a');
    expect(await unreadCount()).toBe(1);

    f.server.answer({ status: 403, body: { message: 'This action is unauthorized.' } });
    await f.processor.syncNow();
    expect(f.eventTypes()).toEqual(['rejected']);
    expect(await readFlags()).toEqual({ a: false, b: false });
    expect(await unreadCount()).toBe(2);
  });

  it('keeps an offline mark-all pending, survives a pull, and sends it once the server answers', async () => {
    await storePulledNotifications(f.db, [serverItem('a'), serverItem('b', '2026-03-01T11:00:00.000Z')]);
    await markAllNotificationsRead(f.db);
    f.server.answer('network');
    await f.processor.syncNow();
    expect(await f.db.outbox.count()).toBe(1);

    // The server still says unread: the pending mark-all is re-applied over the pulled list.
    await storePulledNotifications(f.db, [serverItem('a'), serverItem('b', '2026-03-01T11:00:00.000Z')]);
    expect(await readFlags()).toEqual({ a: true, b: true });

    await f.processor.syncNow({ ignoreBackoff: true });
    expect(f.paths()).toEqual(['/api/notifications/read-all', '/api/notifications/read-all']);
    expect(await f.db.outbox.count()).toBe(0);
  });

  it('rolls a refused mark-all back for exactly the items it marked', async () => {
    await storePulledNotifications(f.db, [serverItem('a'), serverItem('b', '2026-03-01T11:00:00.000Z')]);
    await markAllNotificationsRead(f.db);
    f.server.answer({ status: 422, body: { message: 'No.' } });
    await f.processor.syncNow();
    expect(await readFlags()).toEqual({ a: false, b: true });
  });

  it('restores a removal the server refuses, and treats 404 on a removal as done', async () => {
    await storePulledNotifications(f.db, [serverItem('a'), serverItem('b')]);
    await removeNotification(f.db, 'a');
    expect(await readFlags()).toEqual({ b: false });
    f.server.answer({ status: 403, body: { message: 'No.' } });
    await f.processor.syncNow();
    expect(await readFlags()).toEqual({ a: false, b: false });

    f.processor.stop();
    const processor = createOutboxProcessor({
      db: f.db,
      transport: treatGoneRemovalAsDone(
        createFetchTransport({ baseUrl: f.server.baseUrl, getToken: () => 't' }),
      ),
    });
    await removeNotification(f.db, 'b');
    f.server.answer({ status: 404, body: { message: 'Notification not found.' } });
    const report = await processor.syncNow();
    expect(report).toMatchObject({ sent: 1, rejected: 0, remaining: 0 });
    expect(f.server.requests.at(-1)).toMatchObject({ method: 'DELETE', path: '/api/notifications/b' });
    expect(await readFlags()).toEqual({ a: false });
    processor.stop();
  });

  it('does not queue anything for an item already read or unknown', async () => {
    await storePulledNotifications(f.db, [serverItem('a', '2026-03-01T11:00:00.000Z')]);
    expect(await markNotificationRead(f.db, 'a')).toBe(false);
    expect(await markNotificationRead(f.db, 'zzz')).toBe(false);
    expect(await markAllNotificationsRead(f.db)).toBe(false);
    expect(await f.db.outbox.count()).toBe(0);
  });
});
