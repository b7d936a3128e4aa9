import { randomBytes, scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { canonicalPictures, classPictures } from '#contract/class-pictures.ts';
import { hashPictures, randomPictures, verifyPictures } from './picture-password.ts';

/** A hash as the first version wrote it: no parameters, made at N = 2^10. */
function unlabelledHash(pictures: readonly string[]) {
  const salt = randomBytes(16);
  const key = scryptSync(canonicalPictures(pictures).join(' '), salt, 32, { N: 1024, r: 8, p: 1 });
  return `scrypt-p$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

describe('picture passwords', () => {
  it('stores the scrypt parameters with the hash and verifies the set in any order', async () => {
    const pictures = randomPictures();
    const stored = await hashPictures(pictures);
    expect(stored).toMatch(/^scrypt-p\$N=16,r=8,p=1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await verifyPictures([...pictures].reverse(), stored)).toBe(true);
    const others = classPictures.filter((picture) => !pictures.includes(picture)).slice(0, 3);
    expect(await verifyPictures(others, stored)).toBe(false);
  });

  it('still verifies a hash made before the parameters were stored (N = 2^10)', async () => {
    const pictures = randomPictures();
    const stored = unlabelledHash(pictures);
    expect(await verifyPictures(pictures, stored)).toBe(true);
    const wrong = pictures.slice(0, 2);
    expect(await verifyPictures(wrong, stored)).toBe(false);
  });

  it('still verifies a hash made at the earlier cost (N = 2^8) at that cost', async () => {
    const pictures = randomPictures();
    const salt = randomBytes(16);
    const key = scryptSync(canonicalPictures(pictures).join(' '), salt, 32, { N: 256, r: 8, p: 1 });
    const stored = `scrypt-p$N=256,r=8,p=1$${salt.toString('base64url')}$${key.toString('base64url')}`;
    expect(await verifyPictures([...pictures].reverse(), stored)).toBe(true);
    expect(await verifyPictures(pictures.slice(0, 2), stored)).toBe(false);
  });

  it('refuses stored parameters it would never write instead of running them', async () => {
    const [, , salt, key] = (await hashPictures(['cat', 'dog', 'sun'])).split('$');
    for (const params of ['N=1048576,r=8,p=1', 'N=300,r=8,p=1', 'N=256,r=64,p=1', 'N=256', 'x']) {
      expect(await verifyPictures(['cat', 'dog', 'sun'], `scrypt-p$${params}$${salt}$${key}`)).toBe(false);
    }
    expect(await verifyPictures(['cat', 'dog', 'sun'], `scrypt$${salt}$${key}`)).toBe(false);
  });
});
