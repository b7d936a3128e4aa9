import {
  createCipheriv,
  createDecipheriv,
  createHash,
  randomBytes,
  randomInt,
  type ScryptOptions,
  scrypt,
  timingSafeEqual,
} from 'node:crypto';
import {
  type ClassPicture,
  canonicalPictures,
  classPictures,
  PICTURES_PER_PASSWORD,
} from '#contract/class-pictures.ts';

/** Three different pictures of the sixteen, drawn with the crypto RNG (560 sets of three). */
export function randomPictures(): ClassPicture[] {
  const pool = [...classPictures];
  const chosen: ClassPicture[] = [];
  while (chosen.length < PICTURES_PER_PASSWORD) {
    const [picture] = pool.splice(randomInt(pool.length), 1);
    if (picture) chosen.push(picture);
  }
  return canonicalPictures(chosen) as ClassPicture[];
}

/** The pictures as one secret: a set, so the child may tap them in any order. */
const secretOf = (pictures: readonly string[]) => canonicalPictures(pictures).join(' ');

/**
 * scrypt, as passwords, at a lower cost (N = 2^10, 1 MiB, ~2 ms where passwords take ~50 ms): a
 * picture password is one of 560 sets, so no cost makes an offline search slow, while 30 children
 * signing in at once at passwords' cost queue for seconds. What stops guessing is the stored lock
 * after five wrong tries (docs/classrooms.md). Stored as `scrypt-p$<salt>$<key>` (base64url).
 */
const SCHEME = 'scrypt-p';
const PARAMS: ScryptOptions = { N: 1024, r: 8, p: 1 };
const KEY_LENGTH = 32;

const derive = (secret: string, salt: Buffer) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(secret, salt, KEY_LENGTH, PARAMS, (error, key) => (error ? reject(error) : resolve(key))),
  );

export async function hashPictures(pictures: readonly string[]): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(secretOf(pictures), salt);
  return `${SCHEME}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

export async function verifyPictures(pictures: readonly string[], stored: string): Promise<boolean> {
  const [scheme, salt, key] = stored.split('$');
  if (scheme !== SCHEME || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(secretOf(pictures), Buffer.from(salt, 'base64url'));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * The teacher's copy for printing the card again: AES-256-GCM under a key derived from APP_KEY.
 * Sign-in never reads it; it checks the scrypt hash.
 */
export interface PictureSealer {
  seal(pictures: readonly ClassPicture[]): string;
  open(sealed: string): ClassPicture[] | null;
}

export function createPictureSealer(appKey: string): PictureSealer {
  const key = createHash('sha256').update(`picture-passwords:${appKey}`).digest();
  return {
    seal(pictures) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(pictures.join(' '), 'utf8'), cipher.final()]);
      return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
    },
    open(sealed) {
      const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
      if (!iv || !tag || !body) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, iv);
        decipher.setAuthTag(tag);
        const text = Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
        return text
          .split(' ')
          .filter((p): p is ClassPicture => (classPictures as readonly string[]).includes(p));
      } catch {
        // Sealed under another APP_KEY: the teacher resets the pictures to print a card.
        return null;
      }
    },
  };
}
