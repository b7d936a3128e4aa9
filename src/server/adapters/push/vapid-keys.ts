import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import webpush from 'web-push';
import { z } from 'zod';
import type { Config } from '../../config.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** `mailto:` or https URL the push services may contact about this sender. */
  subject: string;
}

/** DATA_DIR/vapid.json as this server writes it. */
const storedKeysSchema = z.object({ publicKey: z.string().min(1), privateKey: z.string().min(1) });

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
    // A damaged file must stop the start with its name, not fail later on every push.
    const stored = storedKeysSchema.safeParse(parseJsonOrNull(readFileSync(file, 'utf8')));
    if (!stored.success) throw new Error(`${file} does not hold a VAPID key pair: fix or delete it.`);
    return { publicKey: stored.data.publicKey, privateKey: stored.data.privateKey, subject };
  }
  const generated = webpush.generateVAPIDKeys();
  mkdirSync(config.dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(generated, null, 2), { mode: 0o600 });
  return { ...generated, subject };
}

function parseJsonOrNull(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
