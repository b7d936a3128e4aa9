import { inflateRawSync } from 'node:zlib';
import { EpubError } from './epub-error.ts';
import { corrupt, readZipDirectory, type UnzipLimits, ZipBytes, type ZipEntry } from './zip-directory.ts';

export type { UnzipLimits } from './zip-directory.ts';

export const defaultUnzipLimits: UnzipLimits = { maxEntries: 2000, maxInflatedBytes: 100 * 1024 * 1024 };

const ZIP_LOCAL_HEADER = [0x50, 0x4b, 0x03, 0x04];
const LOCAL_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;
const MAX_CHUNK = 4 * 1024 * 1024;

/** A ZIP archive whose directory passed the zip-bomb caps; entries are inflated only when read. */
export interface EpubArchive {
  names(): Iterable<string>;
  /** The inflated bytes of an entry, or undefined when the archive has none of that name. */
  read(name: string): Uint8Array | undefined;
}

/** Anything but the caps' own refusals means the bytes are not a whole, sound archive. */
function guarded<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof EpubError) throw error;
    throw corrupt();
  }
}

/** The compressed bytes of an entry: they follow its local header, whose name and extra may differ. */
function compressedData(zip: ZipBytes, entry: ZipEntry): Uint8Array {
  const header = entry.localHeaderOffset;
  if (zip.u32(header) !== LOCAL_HEADER) throw corrupt();
  const start = header + 30 + zip.u16(header + 26) + zip.u16(header + 28);
  return zip.bytes.subarray(zip.within(start, entry.compressedSize), start + entry.compressedSize);
}

/**
 * An entry's bytes. The sizes come from the central directory, so entries whose local header
 * defers them to a data descriptor read the same. Deflate goes to native zlib, capped at the
 * declared size: an entry that inflates past it is refused (zlib throws), not grown.
 */
function inflateEntry(zip: ZipBytes, entry: ZipEntry): Uint8Array {
  if (entry.compressedSize === 0) return new Uint8Array(0);
  const data = compressedData(zip, entry);
  if (entry.method === STORED) return data;
  if (entry.method !== DEFLATED) throw corrupt();
  // One output chunk of the declared size (bounded) instead of 16 KB ones joined afterwards.
  const chunkSize = Math.min(Math.max(64, entry.size + 1), MAX_CHUNK);
  return inflateRawSync(data, { maxOutputLength: Math.max(1, entry.size), chunkSize });
}

/**
 * Opens an archive from its central directory, with caps on entry count, total declared size
 * and each entry's actual inflated size. Nothing is inflated until read, and then only that entry.
 */
export function openEpubArchive(zip: Uint8Array, limits: UnzipLimits = defaultUnzipLimits): EpubArchive {
  if (!ZIP_LOCAL_HEADER.every((byte, i) => zip[i] === byte)) {
    throw new EpubError('The file is not an EPUB (it is not a ZIP archive).');
  }
  const bytes = new ZipBytes(zip);
  const entries = guarded(() => readZipDirectory(bytes, limits));
  return {
    names: () => entries.keys(),
    read: (name) => {
      const entry = entries.get(name);
      return entry && guarded(() => inflateEntry(bytes, entry));
    },
  };
}

/** Inflates only the entries `wanted` accepts, within the same caps. */
export function unzipEpub(
  zip: Uint8Array,
  wanted: (name: string) => boolean,
  limits: UnzipLimits = defaultUnzipLimits,
): Record<string, Uint8Array> {
  const archive = openEpubArchive(zip, limits);
  const files: Record<string, Uint8Array> = {};
  for (const name of archive.names()) {
    const data = wanted(name) ? archive.read(name) : undefined;
    if (data) files[name] = data;
  }
  return files;
}
