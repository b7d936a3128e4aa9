import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from './config.ts';

/**
 * The secret that signs links (e-mail verification): APP_KEY, or one generated on the first start
 * into `DATA_DIR/app-key` (owner-only) and reused, so links survive restarts. Several API nodes need
 * the same key: set APP_KEY or share DATA_DIR.
 */
export function loadAppKey(config: Pick<Config, 'appKey' | 'dataDir'>): string {
  if (config.appKey) return config.appKey;
  const path = join(config.dataDir, 'app-key');
  mkdirSync(config.dataDir, { recursive: true });
  try {
    // 'wx' fails if another process wrote the key first; then that key is the one to use.
    writeFileSync(path, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readFileSync(path, 'utf8').trim();
}
