import { canonicalPictures } from '#contract/class-pictures.ts';

/**
 * The tablet's own check of a picture password (docs/classrooms.md, "Switching back offline"):
 * PBKDF2-SHA-256 over the set of pictures with a random salt. Slow on purpose, though with 560
 * possible sets no cost stops a determined search of a stolen tablet; the lock stops a child guessing.
 */
export const PICTURE_HASH_ITERATIONS = 100_000;

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

export interface PictureHash {
  salt: string;
  hash: string;
  iterations: number;
}

async function derive(pictures: readonly string[], salt: Uint8Array, iterations: number) {
  const secret = new TextEncoder().encode(canonicalPictures(pictures).join(' '));
  const key = await crypto.subtle.importKey('raw', secret, 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: salt as BufferSource, iterations },
    key,
    256,
  );
  return toBase64(new Uint8Array(bits));
}

export async function hashPictures(pictures: readonly string[]): Promise<PictureHash> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const iterations = PICTURE_HASH_ITERATIONS;
  return { salt: toBase64(salt), hash: await derive(pictures, salt, iterations), iterations };
}

export async function picturesMatch(pictures: readonly string[], stored: PictureHash): Promise<boolean> {
  return (await derive(pictures, fromBase64(stored.salt), stored.iterations)) === stored.hash;
}
