import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import webpush from 'web-push';
import type { Config } from '../../config.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** `mailto:` or https URL the push services may contact about this sender. */
  subject: string;
}

/**
 * VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY from the environment, or a pair generated once into
 * DATA_DIR/vapid.json: browsers bind their subscriptions to the public key, so it must not change.
 */
export function loadVapidKeys(config: Config): VapidKeys {
  const { publicKey, privateKey, subject } = config.vapid;
  if (publicKey && privateKey) return { publicKey, privateKey, subject };
  if (publicKey || privateKey)
    throw new Error('Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither.');
  const file = join(config.dataDir, 'vapid.json');
  if (existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as Omit<VapidKeys, 'subject'>;
    return { publicKey: stored.publicKey, privateKey: stored.privateKey, subject };
  }
  const generated = webpush.generateVAPIDKeys();
  mkdirSync(config.dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(generated, null, 2), { mode: 0o600 });
  return { ...generated, subject };
}
