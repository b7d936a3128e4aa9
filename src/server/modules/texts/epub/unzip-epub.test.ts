import { strToU8, Zip, ZipDeflate, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { unzipEpub } from './unzip-epub.ts';

/** Rewrites the uncompressed size that the local and central headers of `name` declare. */
function lieAboutSize(zip: Uint8Array, name: string, declared: number) {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const nameBytes = strToU8(name);
  const named = (at: number) => nameBytes.every((byte, i) => zip[at + i] === byte);
  for (let at = 0; at + 46 < zip.length; at++) {
    const signature = view.getUint32(at, true);
    if (signature === 0x04034b50 && named(at + 30)) view.setUint32(at + 22, declared, true);
    if (signature === 0x02014b50 && named(at + 46)) view.setUint32(at + 24, declared, true);
  }
  return zip;
}

describe('unzipEpub', () => {
  const zip = () =>
    zipSync({
      'a.xhtml': strToU8('<p>a</p>'),
      'big.xhtml': new Uint8Array(1024 * 1024),
      'c.png': new Uint8Array(10),
    });

  it('inflates only the wanted entries', () => {
    const files = unzipEpub(zip(), (name) => name.endsWith('.xhtml'));
    expect(Object.keys(files).sort()).toEqual(['a.xhtml', 'big.xhtml']);
    expect(files['big.xhtml']?.length).toBe(1024 * 1024);
  });

  it('refuses an entry that inflates past the size it declares', () => {
    const lying = lieAboutSize(zip(), 'big.xhtml', 100);
    expect(() => unzipEpub(lying, () => true)).toThrow('The EPUB file is corrupt or incomplete.');
  });

  it('applies the entry-count and inflated-size caps from the central directory', () => {
    expect(() => unzipEpub(zip(), () => true, { maxEntries: 2, maxInflatedBytes: 1e9 })).toThrow(
      /too many files/,
    );
    expect(() => unzipEpub(zip(), () => true, { maxEntries: 10, maxInflatedBytes: 1000 })).toThrow(
      /too large/,
    );
  });

  it('refuses an archive that repeats an entry (each copy would be inflated up to its declared size)', () => {
    const chunks: Uint8Array[] = [];
    const zip = new Zip((error, chunk) => {
      if (error) throw error;
      chunks.push(chunk);
    });
    for (const _ of [1, 2, 3]) {
      const entry = new ZipDeflate('a.xhtml');
      zip.add(entry);
      entry.push(strToU8('<p>a</p>'), true);
    }
    zip.end();
    const repeated = Buffer.concat(chunks);
    expect(() => unzipEpub(repeated, () => true)).toThrow('The EPUB file is corrupt or incomplete.');
  });
});
