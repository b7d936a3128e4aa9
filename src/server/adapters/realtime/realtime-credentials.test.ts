import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { loadRealtimeCredentials, realtimeConnectOrigins } from './realtime-credentials.ts';

const dirs: string[] = [];
const configWith = (env: Record<string, string> = {}) => {
  const dir = mkdtempSync(join(tmpdir(), 'rr-realtime-'));
  dirs.push(dir);
  return loadConfig({ DATA_DIR: dir, ...env });
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('realtime credentials', () => {
  it('generates a key and secret once into DATA_DIR and reuses them after a restart', () => {
    const config = configWith();
    const first = loadRealtimeCredentials(config);
    expect(first.key).toMatch(/^[0-9a-f]{20}$/);
    expect(first.secret).toMatch(/^[0-9a-f]{64}$/);
    expect(loadRealtimeCredentials(config)).toEqual(first);
  });

  it('prefers PUSHER_KEY/PUSHER_SECRET from the environment', () => {
    const config = configWith({ PUSHER_KEY: 'public-key', PUSHER_SECRET: 'secret' });
    expect(loadRealtimeCredentials(config)).toMatchObject({ key: 'public-key', secret: 'secret' });
  });

  it('opens the CSP only for an external service: its host, or Pusher’s cluster hosts', () => {
    expect(realtimeConnectOrigins(configWith())).toEqual([]);
    const external = { PUSHER_APP_ID: '1', PUSHER_KEY: 'k', PUSHER_SECRET: 's' };
    expect(
      realtimeConnectOrigins(configWith({ ...external, PUSHER_HOST: 'soketi.local', PUSHER_PORT: '6001' })),
    ).toEqual(['ws://soketi.local:6001', 'wss://soketi.local:6001']);
    expect(realtimeConnectOrigins(configWith({ ...external, PUSHER_CLUSTER: 'eu' }))).toContain(
      'wss://ws-eu.pusher.com',
    );
  });
});
