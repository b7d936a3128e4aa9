import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type Config, loadConfig } from '../../config.ts';
import { loadVapidKeys } from './vapid-keys.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function configIn(dataDir: string): Config {
  return loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir });
}

describe('VAPID keys kept in DATA_DIR', () => {
  it('are generated once and read back the same', () => {
    const dir = mkdtempSync(join(tmpdir(), 'rr-vapid-'));
    dirs.push(dir);
    const first = loadVapidKeys(configIn(dir));
    expect(JSON.parse(readFileSync(join(dir, 'vapid.json'), 'utf8')).publicKey).toBe(first.publicKey);
    expect(loadVapidKeys(configIn(dir)).publicKey).toBe(first.publicKey);
  });

  it('stop the start with the file named when the file is damaged', () => {
    const dir = mkdtempSync(join(tmpdir(), 'rr-vapid-'));
    dirs.push(dir);
    for (const damaged of ['{not json', JSON.stringify({ publicKey: 'only half' })]) {
      writeFileSync(join(dir, 'vapid.json'), damaged);
      expect(() => loadVapidKeys(configIn(dir))).toThrow(
        `${join(dir, 'vapid.json')} does not hold a VAPID key pair`,
      );
    }
  });
});
