import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PushPayload, pushPayloadSchema } from '#contract/push.ts';
import { pushSubscriptions } from '#server/db/schema.ts';
import { assignmentNotification } from '#server/modules/assignments/assign-service.ts';
import { startTestApp, type TestApp } from '#test/harness/test-app.ts';
import { createTestUser } from '#test/harness/users.ts';
import { createStoryText } from '#test/integration/questions-fixtures.ts';
import { callApi } from '#test/integration/texts-api.ts';

/** A browser's side of a subscription: an ECDH P-256 key pair and a 16-byte auth secret. */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  const publicKey = ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    ecdh,
    publicKey,
    authSecret,
    p256dh: publicKey.toString('base64url'),
    auth: authSecret.toString('base64url'),
  };
}
type BrowserKeys = ReturnType<typeof browserKeys>;

/** RFC 8291 + RFC 8188 (aes128gcm, one record) decryption, as the browser does it. */
function decryptPush(body: Buffer, keys: BrowserKeys): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderPublicKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const sharedSecret = keys.ecdh.computeSecret(senderPublicKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), keys.publicKey, senderPublicKey]);
  const ikm = Buffer.from(hkdfSync('sha256', sharedSecret, keys.authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(-16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, -16)), decipher.final()]);
  const delimiter = padded.lastIndexOf(2); // the last record ends with 0x02 then zero padding
  return padded.subarray(0, delimiter).toString('utf8');
}

/** Checks the VAPID JWT (ES256) against the server's public key. */
function vapidSignatureIsValid(headers: IncomingHttpHeaders, vapidPublicKey: string) {
  const [, jwt, k] = /^vapid t=([^,]+), k=(.+)$/.exec(headers.authorization ?? '') ?? [];
  if (!jwt || k !== vapidPublicKey) return false;
  const [header, claims, signature] = jwt.split('.') as [string, string, string];
  const point = Buffer.from(vapidPublicKey, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = Buffer.from(`${header}.${claims}`);
  return verify('sha256', signed, { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
}

interface Delivery {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A stand-in push service on loopback: `/gone/*` answers 410, everything else 201. */
let pushService: Server;
let pushServiceUrl: string;
const deliveries: Delivery[] = [];
let t: TestApp;

beforeAll(async () => {
  pushService = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      deliveries.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(request.url?.startsWith('/gone/') ? 410 : 201).end();
    });
  });
  await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
  pushServiceUrl = `http://127.0.0.1:${(pushService.address() as AddressInfo).port}`;
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => pushService.close(resolve));
});

async function subscribe(headers: Record<string, string>, endpoint: string, keys: BrowserKeys) {
  return fetch(`${t.baseUrl}/api/push-subscriptions`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ endpoint, expirationTime: null, keys: { p256dh: keys.p256dh, auth: keys.auth } }),
  });
}

const subscriptionsAt = (endpoint: string) =>
  t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));

describe('Web Push', () => {
  it('encrypts the notification for the subscription, signed with the VAPID key', async () => {
    const { user, headers } = await createTestUser(t.database);
    const keys = browserKeys();
    const endpoint = `${pushServiceUrl}/push/${user.id}`;
    expect((await subscribe(headers, endpoint, keys)).status).toBe(204);

    const uuid = crypto.randomUUID();
    await t.app.notifications.notify(user.id, {
      type: 'assignment_notification',
      data: { message: 'New reading assignment', text_title: 'The Fox', assignment_uuid: uuid },
    });
    await t.app.notifications.settled();

    const delivery = deliveries.find((d) => d.path === `/push/${user.id}`);
    if (!delivery) throw new Error('the push service received nothing');
    expect(delivery.headers['content-encoding']).toBe('aes128gcm');
    expect(delivery.headers.ttl).toBe('86400');
    const config = await (await fetch(`${t.baseUrl}/api/config`)).json();
    expect(vapidSignatureIsValid(delivery.headers, config.vapid_public_key)).toBe(true);
    const payload: PushPayload = pushPayloadSchema.parse(JSON.parse(decryptPush(delivery.body, keys)));
    expect(payload).toEqual({
      title: 'New reading assignment',
      body: 'Text: The Fox',
      url: `/assignments/${uuid}`,
    });
  });

  it('writes the push in the recipient’s language and stores the notification in English', async () => {
    const { user, headers } = await createTestUser(t.database, { locale: 'tr' });
    const keys = browserKeys();
    const endpoint = `${pushServiceUrl}/push/tr-${user.id}`;
    expect((await subscribe(headers, endpoint, keys)).status).toBe(204);

    const uuid = crypto.randomUUID();
    const text = { id: 7, title: 'Çalıkuşu', author: 'Reşat Nuri Güntekin' };
    const stored = await t.app.notifications.notify(
      user.id,
      assignmentNotification({ uuid, dueDate: null }, text),
    );
    await t.app.notifications.settled();

    expect(stored.data.message).toBe('You have a new reading assignment: Çalıkuşu');
    const delivery = deliveries.find((d) => d.path === `/push/tr-${user.id}`);
    if (!delivery) throw new Error('the push service received nothing');
    expect(JSON.parse(decryptPush(delivery.body, keys))).toEqual({
      title: 'Yeni bir okuma ödevin var: Çalıkuşu',
      body: 'Metin: Çalıkuşu',
      url: `/assignments/${uuid}`,
    });
  });

  it('pushes a teacher’s assign in the recipient’s language, the language coming with the assignment', async () => {
    const { user, headers } = await createTestUser(t.database, { locale: 'tr' });
    const keys = browserKeys();
    const endpoint = `${pushServiceUrl}/push/assigned-${user.id}`;
    expect((await subscribe(headers, endpoint, keys)).status).toBe(204);
    const teacher = await createTestUser(t.database, { admin: true });
    const textId = await createStoryText(t.baseUrl, teacher.headers, 4);

    const res = await callApi(t.baseUrl, 'POST', `/api/texts/${textId}/assign`, teacher.headers, {
      email: user.email,
    });
    expect(res.status).toBe(201);
    await t.app.notifications.settled();

    const delivery = deliveries.find((d) => d.path === `/push/assigned-${user.id}`);
    if (!delivery) throw new Error('the push service received nothing');
    expect(JSON.parse(decryptPush(delivery.body, keys))).toEqual({
      title: 'Yeni bir okuma ödevin var: Island Tales',
      body: 'Metin: Island Tales',
      url: `/assignments/${res.body.data.uuid}`,
    });
  });

  it('drops a subscription the push service calls gone (410)', async () => {
    const { user, headers } = await createTestUser(t.database);
    const endpoint = `${pushServiceUrl}/gone/${user.id}`;
    await subscribe(headers, endpoint, browserKeys());
    expect(await subscriptionsAt(endpoint)).toHaveLength(1);
    await t.app.notifications.notify(user.id, {
      type: 'questions_generated',
      data: { message: 'Questions ready' },
    });
    await t.app.notifications.settled();
    expect(await subscriptionsAt(endpoint)).toHaveLength(0);
  });

  it('lets only the owner delete a subscription; the browser’s next user takes it over', async () => {
    const owner = await createTestUser(t.database);
    const stranger = await createTestUser(t.database);
    const endpoint = `${pushServiceUrl}/push/shared-${owner.user.id}`;
    await subscribe(owner.headers, endpoint, browserKeys());
    const remove = (headers: Record<string, string>) =>
      fetch(`${t.baseUrl}/api/push-subscriptions`, {
        method: 'DELETE',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ endpoint }),
      });
    expect((await remove(stranger.headers)).status).toBe(204);
    expect(await subscriptionsAt(endpoint)).toMatchObject([{ userId: owner.user.id }]);

    await subscribe(stranger.headers, endpoint, browserKeys());
    expect(await subscriptionsAt(endpoint)).toMatchObject([{ userId: stranger.user.id }]);
    expect((await remove(stranger.headers)).status).toBe(204);
    expect(await subscriptionsAt(endpoint)).toHaveLength(0);
  });

  it('refuses a malformed subscription with 422 and a caller without a token with 401', async () => {
    const { headers } = await createTestUser(t.database);
    const bad = await fetch(`${t.baseUrl}/api/push-subscriptions`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ endpoint: 'not a url', keys: {} }),
    });
    expect(bad.status).toBe(422);
    expect((await subscribe({}, `${pushServiceUrl}/push/x`, browserKeys())).status).toBe(401);
  });

  it('keeps the generated VAPID key pair in DATA_DIR and hands the public key to clients', async () => {
    const stored = JSON.parse(readFileSync(join(t.dataDir, 'vapid.json'), 'utf8'));
    const config = await (await fetch(`${t.baseUrl}/api/config`)).json();
    expect(config.vapid_public_key).toBe(stored.publicKey);
    expect(config.realtime).toMatchObject({
      key: t.app.realtime.credentials.key,
      host: null,
      auth_endpoint: '/broadcasting/auth',
    });
  });
});

describe('Web Push in production', () => {
  it('accepts only https endpoints, since the server will POST to them', async () => {
    const production = await startTestApp({ NODE_ENV: 'production' });
    try {
      const { headers } = await createTestUser(production.database);
      const post = (endpoint: string) =>
        fetch(`${production.baseUrl}/api/push-subscriptions`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({ endpoint, keys: { p256dh: browserKeys().p256dh, auth: 'c2VjcmV0' } }),
        });
      expect((await post('http://127.0.0.1:9/push')).status).toBe(422);
      expect((await post('https://push.example.test/abc')).status).toBe(204);
    } finally {
      await production.close();
    }
  });
});
