import Pusher from 'pusher-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationListSchema } from '#contract/notifications.ts';
import { type NotificationBroadcast, notificationCreatedEvent, userChannel } from '#contract/realtime.ts';
import { startTestApp, type TestApp } from '#test/harness/test-app.ts';
import { createTestUser } from '#test/harness/users.ts';
import { createStoryText } from '#test/integration/questions-fixtures.ts';
import { callApi } from '#test/integration/texts-api.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** The stock pusher-js Node build, configured as the client does from GET /api/config. */
async function pusherFor(token: string) {
  const config = await (await fetch(`${t.baseUrl}/api/config`)).json();
  const pusher = new Pusher(config.realtime.key, {
    cluster: config.realtime.cluster,
    wsHost: '127.0.0.1',
    wsPort: Number(new URL(t.baseUrl).port),
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    channelAuthorization: {
      endpoint: `${t.baseUrl}${config.realtime.auth_endpoint}`,
      transport: 'ajax',
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
    },
  });
  await new Promise<void>((resolve) => pusher.connection.bind('connected', resolve));
  return pusher;
}

describe('pusher-js against the embedded server', () => {
  it('connects, authorises its private channel through /broadcasting/auth and receives notify()', async () => {
    const { user, token } = await createTestUser(t.database);
    const pusher = await pusherFor(token);
    const channel = pusher.subscribe(userChannel(user.id));
    await new Promise((resolve) => channel.bind('pusher:subscription_succeeded', resolve));

    const received = new Promise<NotificationBroadcast>((resolve) =>
      channel.bind(notificationCreatedEvent, resolve),
    );
    const stored = await t.app.notifications.notify(user.id, {
      type: 'questions_generated',
      data: { message: 'Questions are ready', text_id: 3, text_title: 'Moon' },
    });
    expect(await received).toMatchObject({
      id: stored.id,
      type: 'questions_generated',
      message: 'Questions are ready',
      text_id: 3,
      text_title: 'Moon',
      assignment_uuid: null,
    });
    pusher.disconnect();
  });

  it('receives a teacher’s assign as the pupil’s notification list has it', async () => {
    const pupil = await createTestUser(t.database);
    const teacher = await createTestUser(t.database, { admin: true });
    const textId = await createStoryText(t.baseUrl, teacher.headers, 4);
    const pusher = await pusherFor(pupil.token);
    const channel = pusher.subscribe(userChannel(pupil.user.id));
    await new Promise((resolve) => channel.bind('pusher:subscription_succeeded', resolve));

    const received = new Promise<NotificationBroadcast>((resolve) =>
      channel.bind(notificationCreatedEvent, resolve),
    );
    const res = await callApi(t.baseUrl, 'POST', `/api/texts/${textId}/assign`, teacher.headers, {
      email: pupil.user.email,
    });
    expect(res.status).toBe(201);
    const [stored] = notificationListSchema.parse(
      (await callApi(t.baseUrl, 'GET', '/api/notifications', pupil.headers)).body,
    );
    if (!stored) throw new Error('no notification stored');
    expect(await received).toEqual({
      id: stored.id,
      type: stored.type,
      ...stored.data,
      created_at: stored.created_at,
    });
    expect(stored.data.assignment_uuid).toBe(res.body.data.uuid);
    pusher.disconnect();
  });

  it('is refused a subscription to another user’s channel', async () => {
    const me = await createTestUser(t.database);
    const other = await createTestUser(t.database);
    const pusher = await pusherFor(me.token);
    const channel = pusher.subscribe(userChannel(other.user.id));
    const error = await new Promise<{ status: number }>((resolve) =>
      channel.bind('pusher:subscription_error', resolve),
    );
    expect(error.status).toBe(403);
    pusher.disconnect();
  });
});

describe('POST /broadcasting/auth', () => {
  const post = (headers: Record<string, string>, body: string) =>
    fetch(`${t.baseUrl}/broadcasting/auth`, { method: 'POST', headers, body });

  it('signs the caller’s own channel from a JSON body and nothing else', async () => {
    const { user, headers } = await createTestUser(t.database);
    const json = { ...headers, 'content-type': 'application/json' };
    const own = await post(json, JSON.stringify({ socket_id: '12.34', channel_name: userChannel(user.id) }));
    expect(own.status).toBe(200);
    expect((await own.json()).auth).toMatch(new RegExp(`^${t.app.realtime.credentials.key}:[0-9a-f]{64}$`));

    const foreign = await post(
      json,
      JSON.stringify({ socket_id: '12.34', channel_name: userChannel(user.id + 1) }),
    );
    expect(foreign.status).toBe(403);
    const publicChannel = await post(
      json,
      JSON.stringify({ socket_id: '12.34', channel_name: `user-${user.id}` }),
    );
    expect(publicChannel.status).toBe(403);
  });

  it('refuses a caller without a token', async () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    expect((await post(form, 'socket_id=1.2&channel_name=private-user-1')).status).toBe(401);
  });
});
