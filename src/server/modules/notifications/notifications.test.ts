import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationListSchema, notificationSchema } from '#contract/notifications.ts';
import { notifications } from '#server/db/schema.ts';
import { startTestApp, type TestApp } from '#test/harness/test-app.ts';
import { createTestUser } from '#test/harness/users.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const assignment = (message: string) => ({
  type: 'assignment_notification',
  data: {
    message,
    text_id: 7,
    text_title: 'The Fox',
    text_author: 'Aesop',
    assignment_uuid: crypto.randomUUID(),
  },
});

/** Two users with notifications each: every call below is made as `me`. */
async function twoUsersWithNotifications() {
  const me = await createTestUser(t.database);
  const other = await createTestUser(t.database);
  const first = await t.app.notifications.notify(me.user.id, assignment('First'));
  // A second earlier: two notifications stored within a millisecond would tie on created_at.
  await t.database.db
    .update(notifications)
    .set({ createdAt: sql`${notifications.createdAt} - interval '1 second'` })
    .where(eq(notifications.id, first.id));
  const second = await t.app.notifications.notify(me.user.id, assignment('Second'));
  const theirs = await t.app.notifications.notify(other.user.id, assignment('Theirs'));
  return { me, other, first, second, theirs };
}

const call = (method: string, path: string, headers: Record<string, string>) =>
  fetch(`${t.baseUrl}${path}`, { method, headers });

async function listOf(headers: Record<string, string>) {
  return notificationListSchema.parse(await (await call('GET', '/api/notifications', headers)).json());
}

describe('notifications API', () => {
  it('lists only the caller’s notifications, newest first, as a bare list', async () => {
    const { me, first, second } = await twoUsersWithNotifications();
    const list = await listOf(me.headers);
    expect(list.map((n) => n.id)).toEqual([second.id, first.id]);
    expect(list[0]).toEqual({
      id: second.id,
      type: 'assignment_notification',
      data: expect.objectContaining({ message: 'Second', text_id: 7, text_title: 'The Fox', due_date: null }),
      read_at: null,
      created_at: expect.any(String),
    });
  });

  it('marks one read (twice is fine) and refuses another user’s with 404', async () => {
    const { me, first, theirs } = await twoUsersWithNotifications();
    const read = await call('PATCH', `/api/notifications/${first.id}/read`, me.headers);
    expect(read.status).toBe(200);
    const readAt = notificationSchema.parse(await read.json()).read_at;
    expect(readAt).not.toBeNull();
    const again = notificationSchema.parse(
      await (await call('PATCH', `/api/notifications/${first.id}/read`, me.headers)).json(),
    );
    expect(again.read_at).toBe(readAt);

    expect((await call('PATCH', `/api/notifications/${theirs.id}/read`, me.headers)).status).toBe(404);
    expect((await call('PATCH', '/api/notifications/not-a-uuid/read', me.headers)).status).toBe(404);
  });

  it('marks all of the caller’s read and leaves other users’ unread', async () => {
    const { me, other } = await twoUsersWithNotifications();
    const res = await call('PATCH', '/api/notifications/read-all', me.headers);
    expect(await res.json()).toEqual({ read_count: 2 });
    expect((await listOf(me.headers)).every((n) => n.read_at !== null)).toBe(true);
    expect((await listOf(other.headers)).every((n) => n.read_at === null)).toBe(true);
  });

  it('deletes the caller’s own, answers 404 for a gone or foreign one', async () => {
    const { me, other, first, theirs } = await twoUsersWithNotifications();
    expect((await call('DELETE', `/api/notifications/${first.id}`, me.headers)).status).toBe(204);
    expect((await call('DELETE', `/api/notifications/${first.id}`, me.headers)).status).toBe(404);
    expect((await call('DELETE', `/api/notifications/${theirs.id}`, me.headers)).status).toBe(404);
    expect((await listOf(me.headers)).map((n) => n.id)).not.toContain(first.id);
    expect((await listOf(other.headers)).map((n) => n.id)).toEqual([theirs.id]);
  });

  it('replays an outbox retry with the same Idempotency-Key instead of answering 404', async () => {
    const { me, first } = await twoUsersWithNotifications();
    const keyed = { ...me.headers, 'idempotency-key': crypto.randomUUID() };
    expect((await call('DELETE', `/api/notifications/${first.id}`, keyed)).status).toBe(204);
    const retry = await call('DELETE', `/api/notifications/${first.id}`, keyed);
    expect(retry.status).toBe(204);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
  });

  it('refuses every call without a token', async () => {
    expect((await fetch(`${t.baseUrl}/api/notifications`)).status).toBe(401);
    expect((await call('PATCH', '/api/notifications/read-all', {})).status).toBe(401);
  });
});
