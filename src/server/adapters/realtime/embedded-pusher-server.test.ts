import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { notificationCreatedEvent } from '#contract/realtime.ts';
import { startTestApp, type TestApp } from '#test/harness/test-app.ts';
import { createTestUser } from '#test/harness/users.ts';
import { signChannel } from './channel-signature.ts';

interface Frame {
  event: string;
  channel?: string;
  data: unknown;
}

/** A bare protocol client: every frame it receives, and a way to wait for one. */
async function connect(url: string) {
  const socket = new WebSocket(url);
  const frames: Frame[] = [];
  const waiters = new Set<() => void>();
  socket.on('message', (raw) => {
    const frame = JSON.parse(raw.toString()) as Frame;
    frames.push({ ...frame, data: typeof frame.data === 'string' ? JSON.parse(frame.data) : frame.data });
    for (const wake of waiters) wake();
  });
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  const next = (event: string, timeoutMs = 2000) =>
    new Promise<Frame>((resolve, reject) => {
      const check = () => {
        const index = frames.findIndex((f) => f.event === event);
        if (index === -1) return;
        waiters.delete(check);
        clearTimeout(timer);
        resolve(frames.splice(index, 1)[0] as Frame);
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`no ${event} within ${timeoutMs} ms`));
      }, timeoutMs);
      waiters.add(check);
      check();
    });
  const send = (event: string, data: unknown) => socket.send(JSON.stringify({ event, data }));
  return { socket, frames, next, send, closed };
}

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await startTestApp();
  url = `${t.baseUrl.replace('http', 'ws')}/app/${t.app.realtime.credentials.key}?protocol=7`;
});
afterAll(() => t.close());

async function established() {
  const client = await connect(url);
  const { data } = await client.next('pusher:connection_established');
  const { socket_id: socketId, activity_timeout } = data as { socket_id: string; activity_timeout: number };
  expect(socketId).toMatch(/^\d+\.\d+$/);
  expect(activity_timeout).toBe(120);
  return { ...client, socketId };
}

const notifyAbout = (userId: number) =>
  t.app.notifications.notify(userId, {
    type: 'assignment_notification',
    data: { message: 'New assignment' },
  });

describe('embedded Pusher server', () => {
  it('refuses an unknown app key with 4001', async () => {
    const client = await connect(`${t.baseUrl.replace('http', 'ws')}/app/wrong-key`);
    const error = await client.next('pusher:error');
    expect(error.data).toMatchObject({ code: 4001 });
    expect(await client.closed).toBe(4001);
  });

  it('answers ping with pong and rejects client events', async () => {
    const client = await established();
    client.send('pusher:ping', {});
    await client.next('pusher:pong');
    client.send('client-hello', {});
    expect((await client.next('pusher:error')).data).toMatchObject({ code: 4301 });
    client.socket.close();
  });

  it('caps the channels one connection may join', async () => {
    const client = await established();
    for (let i = 0; i < 100; i += 1) client.send('pusher:subscribe', { channel: `public-${i}` });
    for (let i = 0; i < 100; i += 1) await client.next('pusher_internal:subscription_succeeded');
    client.send('pusher:subscribe', { channel: 'public-100' });
    expect((await client.next('pusher:subscription_error')).data).toMatchObject({
      error: expect.stringContaining('Too many'),
    });
    client.socket.close();
  });

  it('delivers a notification on a correctly signed private channel, and stops after unsubscribe', async () => {
    const { user } = await createTestUser(t.database);
    const client = await established();
    const channel = `private-user-${user.id}`;
    client.send('pusher:subscribe', {
      channel,
      auth: signChannel(t.app.realtime.credentials, client.socketId, channel),
    });
    expect((await client.next('pusher_internal:subscription_succeeded')).channel).toBe(channel);

    const stored = await notifyAbout(user.id);
    const event = await client.next(notificationCreatedEvent);
    expect(event.channel).toBe(channel);
    expect(event.data).toMatchObject({
      id: stored.id,
      type: 'assignment_notification',
      message: 'New assignment',
    });

    client.send('pusher:unsubscribe', { channel });
    client.send('pusher:ping', {});
    await client.next('pusher:pong');
    await notifyAbout(user.id);
    await t.app.notifications.settled();
    await expect(client.next(notificationCreatedEvent, 300)).rejects.toThrow();
    client.socket.close();
  });

  it('refuses a missing signature and one signed for another socket', async () => {
    const { user } = await createTestUser(t.database);
    const channel = `private-user-${user.id}`;
    const client = await established();
    client.send('pusher:subscribe', { channel });
    expect((await client.next('pusher:subscription_error')).data).toMatchObject({
      type: 'AuthError',
      status: 401,
    });
    client.send('pusher:subscribe', {
      channel,
      auth: signChannel(t.app.realtime.credentials, '1.2', channel),
    });
    expect((await client.next('pusher:subscription_error')).channel).toBe(channel);
    const forged = { ...t.app.realtime.credentials, secret: 'guessed' };
    client.send('pusher:subscribe', { channel, auth: signChannel(forged, client.socketId, channel) });
    await client.next('pusher:subscription_error');

    await notifyAbout(user.id);
    await t.app.notifications.settled();
    await expect(client.next(notificationCreatedEvent, 300)).rejects.toThrow();
    client.socket.close();
  });

  it('lets anyone join a public user-{id} channel, on which nothing is ever published', async () => {
    const { user } = await createTestUser(t.database);
    const eavesdropper = await established();
    eavesdropper.send('pusher:subscribe', { channel: `user-${user.id}` });
    await eavesdropper.next('pusher_internal:subscription_succeeded');

    const owner = await established();
    const channel = `private-user-${user.id}`;
    owner.send('pusher:subscribe', {
      channel,
      auth: signChannel(t.app.realtime.credentials, owner.socketId, channel),
    });
    await owner.next('pusher_internal:subscription_succeeded');

    await notifyAbout(user.id);
    await owner.next(notificationCreatedEvent);
    await expect(eavesdropper.next(notificationCreatedEvent, 300)).rejects.toThrow();
    expect(eavesdropper.frames).toEqual([]);
    eavesdropper.socket.close();
    owner.socket.close();
  });
});
