import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { openEpubArchive, unzipEpub } from './unzip-epub.ts';

interface TestEntry {
  name: string;
  data: Buffer;
  /** 0 stored, 8 deflated (the default), anything else unsupported. */
  method?: number;
  /** Sizes left out of the local header and written after the data (general purpose flag 8). */
  dataDescriptor?: boolean;
  /** Sizes and offset saturated in the directory header and given in a ZIP64 extra field. */
  zip64?: boolean;
}

const u16 = (value: number) => Buffer.from([value & 0xff, value >>> 8]);
const u32 = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32LE(value);
  return bytes;
};
const u64 = (value: number) => {
  const bytes = Buffer.alloc(8);
  bytes.writeBigUInt64LE(BigInt(value));
  return bytes;
};

/** A ZIP archive written byte by byte, so each header field a test needs can be chosen. */
function buildZip(entries: TestEntry[], { zip64End = false } = {}): Buffer {
  const body: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const method = entry.method ?? 8;
    const stored = method === 8 ? deflateRawSync(entry.data) : entry.data;
    const name = Buffer.from(entry.name);
    const flags = (entry.dataDescriptor ? 8 : 0) | 0x800;
    const sizes = [u32(0), u32(stored.length), u32(entry.data.length)]; // crc, compressed, inflated
    const localSizes = entry.dataDescriptor ? [u32(0), u32(0), u32(0)] : sizes;
    const local = [u32(0x04034b50), u16(20), u16(flags), u16(method), u32(0), ...localSizes];
    body.push(...local, u16(name.length), u16(0), name, stored);
    if (entry.dataDescriptor) body.push(u32(0x08074b50), ...sizes);
    const wide = entry.zip64 ?? false;
    const extra = wide
      ? Buffer.concat([u16(1), u16(24), u64(entry.data.length), u64(stored.length), u64(offset)])
      : Buffer.alloc(0);
    const saturated = u32(0xffffffff);
    directory.push(
      ...[u32(0x02014b50), u16(20), u16(20), u16(flags), u16(method), u32(0), u32(0)],
      ...(wide ? [saturated, saturated] : [sizes[1] as Buffer, sizes[2] as Buffer]),
      ...[u16(name.length), u16(extra.length), u16(0), u16(0), u16(0), u32(0)],
      ...[wide ? saturated : u32(offset), name, extra],
    );
    offset = Buffer.concat(body).length;
  }
  const directoryBytes = Buffer.concat(directory);
  const count = zip64End ? 0xffff : entries.length;
  const directoryOffset = zip64End ? 0xffffffff : offset;
  const zip64Record = zip64End
    ? [u32(0x06064b50), u64(44), u16(45), u16(45), u32(0), u32(0), u64(entries.length)]
    : [];
  if (zip64End) {
    const recordOffset = offset + directoryBytes.length;
    zip64Record.push(u64(entries.length), u64(directoryBytes.length), u64(offset));
    zip64Record.push(u32(0x07064b50), u32(0), u64(recordOffset), u32(1));
  }
  const end = [u32(0x06054b50), u16(0), u16(0), u16(count), u16(count)];
  end.push(u32(directoryBytes.length), u32(directoryOffset), u16(7), Buffer.from('comment'));
  return Buffer.concat([...body, directoryBytes, ...zip64Record, ...end]);
}

const text = (value: string) => Buffer.from(value);
const decoded = (files: Record<string, Uint8Array>) =>
  Object.fromEntries(Object.entries(files).map(([name, data]) => [name, Buffer.from(data).toString()]));

describe('the central directory reader', () => {
  it('reads stored and deflated entries, and entries with a data descriptor, by the directory’s sizes', () => {
    const zip = buildZip([
      { name: 'mimetype', data: text('application/epub+zip'), method: 0 },
      { name: 'a.xhtml', data: text('<p>deflated</p>') },
      { name: 'b.xhtml', data: text('<p>described after</p>'), dataDescriptor: true },
      { name: 'c.xhtml', data: text('<p>stored, described after</p>'), method: 0, dataDescriptor: true },
      { name: 'empty.css', data: Buffer.alloc(0) },
      { name: 'é.xhtml', data: text('<p>utf-8 name</p>') },
    ]);
    expect(decoded(unzipEpub(zip, () => true))).toEqual({
      mimetype: 'application/epub+zip',
      'a.xhtml': '<p>deflated</p>',
      'b.xhtml': '<p>described after</p>',
      'c.xhtml': '<p>stored, described after</p>',
      'empty.css': '',
      'é.xhtml': '<p>utf-8 name</p>',
    });
  });

  it('reads ZIP64 sizes, offsets and entry counts', () => {
    const zip = buildZip([{ name: 'a.xhtml', data: text('<p>wide</p>'), zip64: true }], { zip64End: true });
    expect(decoded(unzipEpub(zip, () => true))).toEqual({ 'a.xhtml': '<p>wide</p>' });
  });

  it('inflates an entry only when it is read', () => {
    const archive = openEpubArchive(
      buildZip([
        { name: 'a.xhtml', data: text('<p>a</p>') },
        { name: 'broken.png', data: text('not deflate data'), method: 12 },
      ]),
    );
    expect([...archive.names()]).toEqual(['a.xhtml', 'broken.png']);
    expect(Buffer.from(archive.read('a.xhtml') ?? []).toString()).toBe('<p>a</p>');
    expect(archive.read('missing.xhtml')).toBeUndefined();
    expect(() => archive.read('broken.png')).toThrow('The EPUB file is corrupt or incomplete.');
  });

  it('refuses a truncated archive and one that is not a ZIP at all', () => {
    const zip = buildZip([{ name: 'a.xhtml', data: text('<p>a</p>'.repeat(100)) }]);
    for (const cut of [10, 40, zip.length - 30, zip.length - 10]) {
      expect(() => unzipEpub(zip.subarray(0, cut), () => true)).toThrow(
        'The EPUB file is corrupt or incomplete.',
      );
    }
    expect(() => unzipEpub(text('%PDF-1.7'), () => true)).toThrow(
      'The file is not an EPUB (it is not a ZIP archive).',
    );
  });

  it('refuses a directory that lists more entries than the cap, or a name twice', () => {
    const entries = ['a', 'b', 'c'].map((name) => ({ name: `${name}.xhtml`, data: text(name) }));
    expect(() => openEpubArchive(buildZip(entries), { maxEntries: 2, maxInflatedBytes: 1e6 })).toThrow(
      'The EPUB has too many files in it.',
    );
    const repeated = buildZip([...entries, { name: 'a.xhtml', data: text('again') }]);
    expect(() => openEpubArchive(repeated)).toThrow('The EPUB file is corrupt or incomplete.');
  });

  it('refuses an entry whose directory header points at no local header', () => {
    const zip = buildZip([{ name: 'a.xhtml', data: text('<p>a</p>') }]);
    const directoryHeader = zip.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    zip.writeUInt32LE(5, directoryHeader + 42); // the local header offset
    expect(() => unzipEpub(zip, () => true)).toThrow('The EPUB file is corrupt or incomplete.');
  });
});
