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
 * scrypt, as passwords, at the lowest cost (N = 2^4, 16 KiB, ~0.05 ms where passwords take ~80 ms):
 * a picture password is one of 560 sets, so no cost makes an offline search slow, while thirty
 * children signing in at once queue for the hashes on two cores (at N = 2^8 they were 15 ms of CPU
 * beside the server's own thread). What stops guessing is the stored
 * lock after five wrong tries (docs/classrooms.md, "How it is kept safe").
 * Stored as `scrypt-p$N=16,r=8,p=1$<salt>$<key>` (base64url); a hash without its parameters
 * (`scrypt-p$<salt>$<key>`) was made at N = 2^10 and still verifies at that cost.
 */
const SCHEME = 'scrypt-p';
type ScryptParams = Required<Pick<ScryptOptions, 'N' | 'r' | 'p'>>;
const PARAMS: ScryptParams = { N: 16, r: 8, p: 1 };
const UNLABELLED_PARAMS: ScryptParams = { N: 1024, r: 8, p: 1 };
const KEY_LENGTH = 32;

const derive = (secret: string, salt: Buffer, params: ScryptParams) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(secret, salt, KEY_LENGTH, params, (error, key) => (error ? reject(error) : resolve(key))),
  );

const formatParams = ({ N, r, p }: ScryptParams) => `N=${N},r=${r},p=${p}`;

/** `N=…,r=…,p=…` within bounds we would ever write (a stored value never makes a costly scrypt). */
function parseParams(text: string): ScryptParams | null {
  const match = /^N=(\d+),r=(\d+),p=(\d+)$/.exec(text);
  if (!match) return null;
  const [N, r, p] = match.slice(1).map(Number) as [number, number, number];
  const powerOfTwo = N >= 16 && N <= 65536 && (N & (N - 1)) === 0;
  return powerOfTwo && r >= 1 && r <= 16 && p >= 1 && p <= 4 ? { N, r, p } : null;
}

/** The parameters, salt and key of a stored hash, or null if it is not one of ours. */
function parseStored(stored: string) {
  const parts = stored.split('$');
  if (parts[0] !== SCHEME) return null;
  const [params, salt, key] =
    parts.length === 3
      ? [UNLABELLED_PARAMS, parts[1], parts[2]]
      : [parseParams(parts[1] ?? ''), parts[2], parts[3]];
  if (!params || !salt || !key || parts.length > 4) return null;
  return { params, salt: Buffer.from(salt, 'base64url'), key: Buffer.from(key, 'base64url') };
}

export async function hashPictures(pictures: readonly string[]): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(secretOf(pictures), salt, PARAMS);
  return [SCHEME, formatParams(PARAMS), salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPictures(pictures: readonly string[], stored: string): Promise<boolean> {
  const parsed = parseStored(stored);
  if (!parsed) return false;
  const actual = await derive(secretOf(pictures), parsed.salt, parsed.params);
  return actual.length === parsed.key.length && timingSafeEqual(actual, parsed.key);
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
