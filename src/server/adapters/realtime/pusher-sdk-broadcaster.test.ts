import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { notificationCreatedEvent } from '#contract/realtime.ts';
import { startTestApp, type TestApp } from '#test/harness/test-app.ts';
import { createTestUser } from '#test/harness/users.ts';

interface TriggerRequest {
  path: string;
  body: { name: string; channels: string[]; data: string };
}

/** Stands in for soketi/Reverb's HTTP API: records what the `pusher` SDK triggers. */
let pusherApi: Server;
const triggers: TriggerRequest[] = [];
let t: TestApp;
let port: number;

beforeAll(async () => {
  pusherApi = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      triggers.push({ path: request.url ?? '', body: JSON.parse(body) });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => pusherApi.listen(0, '127.0.0.1', resolve));
  port = (pusherApi.address() as AddressInfo).port;
  t = await startTestApp({
    PUSHER_APP_ID: 'app-1',
    PUSHER_KEY: 'prod-key',
    PUSHER_SECRET: 'prod-secret',
    PUSHER_HOST: '127.0.0.1',
    PUSHER_PORT: String(port),
  });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => pusherApi.close(resolve));
});

describe('with PUSHER_* set', () => {
  it('broadcasts through the pusher SDK to the configured host', async () => {
    const { user } = await createTestUser(t.database);
    const stored = await t.app.notifications.notify(user.id, {
      type: 'assignment_notification',
      data: { message: 'Hi' },
    });
    await t.app.notifications.settled();
    const trigger = triggers.find((r) => r.body.channels.includes(`private-user-${user.id}`));
    expect(trigger?.path).toMatch(/^\/apps\/app-1\/events\?/);
    expect(trigger?.body.name).toBe(notificationCreatedEvent);
    expect(JSON.parse(trigger?.body.data ?? '{}')).toMatchObject({ id: stored.id, message: 'Hi' });
  });

  it('tells clients where to connect, allows it in the CSP, and mounts no embedded server', async () => {
    const res = await fetch(`${t.baseUrl}/api/config`);
    expect((await res.json()).realtime).toMatchObject({
      key: 'prod-key',
      host: '127.0.0.1',
      port,
      tls: false,
    });
    expect(res.headers.get('content-security-policy')).toContain(`ws://127.0.0.1:${port}`);

    const socket = new WebSocket(`${t.baseUrl.replace('http', 'ws')}/app/prod-key`);
    const outcome = await new Promise<string>((resolve) => {
      socket.on('open', () => resolve('open'));
      socket.on('unexpected-response', (_request, response) => resolve(`http ${response.statusCode}`));
      socket.on('error', () => resolve('error'));
    });
    expect(outcome).toBe('http 404');
  });
});
