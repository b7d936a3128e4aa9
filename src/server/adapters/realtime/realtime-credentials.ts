import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../../config.ts';
import type { RealtimeCredentials } from './broadcaster.ts';

/** True when PUSHER_APP_ID/KEY/SECRET point at an external Pusher-compatible service. */
export const usesExternalPusher = (config: Config) =>
  Boolean(config.pusher.appId && config.pusher.key && config.pusher.secret);

/**
 * PUSHER_* from the environment, or — for the embedded server — a key and secret generated once and
 * kept in DATA_DIR/realtime.json, so tokens signed before a restart stay valid and clients keep the key.
 */
export function loadRealtimeCredentials(config: Config): RealtimeCredentials {
  const { appId, key, secret } = config.pusher;
  if (appId && key && secret) return { appId, key, secret };
  const file = join(config.dataDir, 'realtime.json');
  const stored: Partial<RealtimeCredentials> = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const credentials: RealtimeCredentials = {
    appId: stored.appId ?? 'reading-rooms',
    key: key ?? stored.key ?? randomBytes(10).toString('hex'),
    secret: secret ?? stored.secret ?? randomBytes(32).toString('hex'),
  };
  if (stored.key !== credentials.key || stored.secret !== credentials.secret) {
    mkdirSync(config.dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(credentials, null, 2), { mode: 0o600 });
  }
  return credentials;
}

/** Origins the browser must be allowed to connect to (CSP connect-src); none for the embedded server. */
export function realtimeConnectOrigins(config: Config): string[] {
  if (!usesExternalPusher(config)) return [];
  const { host, port, cluster } = config.pusher;
  if (!host) return [`wss://ws-${cluster}.pusher.com`, `https://sockjs-${cluster}.pusher.com`];
  const authority = port ? `${host}:${port}` : host;
  return [`ws://${authority}`, `wss://${authority}`];
}

/** Whether clients of the external service must use TLS: Pusher's cloud, or a host on port 443. */
export const externalPusherUsesTls = (config: Config) => !config.pusher.host || config.pusher.port === 443;
