import { inflateRawSync } from 'node:zlib';
import { type FlateError, Unzip, type UnzipDecoder, type UnzipFileInfo, unzipSync } from 'fflate';
import { EpubError } from './epub-error.ts';

export interface UnzipLimits {
  /** Most entries an archive may list. */
  maxEntries: number;
  /** Most bytes all entries together may declare once inflated. */
  maxInflatedBytes: number;
}

export const defaultUnzipLimits: UnzipLimits = { maxEntries: 2000, maxInflatedBytes: 100 * 1024 * 1024 };

const ZIP_LOCAL_HEADER = [0x50, 0x4b, 0x03, 0x04];

/**
 * Reads the central directory only (fflate inflates nothing when the filter says no): proves the
 * archive ends properly and refuses zip bombs before a byte is inflated. Returns each entry's
 * declared size, which then caps what inflating it may produce.
 */
function declaredSizes(zip: Uint8Array, limits: UnzipLimits): Map<string, number> {
  const sizes = new Map<string, number>();
  let declaredBytes = 0;
  unzipSync(zip, {
    filter: (file: UnzipFileInfo) => {
      declaredBytes += file.originalSize;
      sizes.set(file.name, file.originalSize);
      if (sizes.size > limits.maxEntries) throw new EpubError('The EPUB has too many files in it.');
      if (declaredBytes > limits.maxInflatedBytes)
        throw new EpubError('The EPUB is too large once unpacked.');
      return false;
    },
  });
  return sizes;
}

/** A deflate decoder for fflate's streaming Unzip that inflates with Node's native zlib, capped. */
function nativeInflate(sizes: Map<string, number>) {
  return class NativeInflate implements UnzipDecoder {
    static readonly compression = 8;
    ondata: UnzipDecoder['ondata'] = () => {};
    private readonly chunks: Uint8Array[] = [];
    constructor(private readonly name: string) {}
    push(chunk: Uint8Array, final: boolean) {
      this.chunks.push(chunk);
      if (!final) return;
      // An entry that inflates past the size it declared is refused (zlib throws), not grown.
      const maxOutputLength = Math.max(1, this.name ? (sizes.get(this.name) ?? 0) : 0);
      this.ondata(null, inflateRawSync(Buffer.concat(this.chunks), { maxOutputLength }), true);
    }
  };
}

/**
 * Inflates only the entries `wanted` accepts, with caps on entry count, total declared size and
 * each entry's actual inflated size. fflate's streaming Unzip walks the archive; deflate goes to
 * native zlib, several times faster than inflating in JavaScript.
 */
export function unzipEpub(
  zip: Uint8Array,
  wanted: (name: string) => boolean,
  limits: UnzipLimits = defaultUnzipLimits,
): Record<string, Uint8Array> {
  if (!ZIP_LOCAL_HEADER.every((byte, i) => zip[i] === byte)) {
    throw new EpubError('The file is not an EPUB (it is not a ZIP archive).');
  }
  try {
    const sizes = declaredSizes(zip, limits);
    const files: Record<string, Uint8Array> = {};
    const seen = new Set<string>();
    const unzip = new Unzip((file) => {
      // The caps come from the central directory, which lists a name once; a crafted archive can
      // repeat its entry a hundred times in the body (5 GB inflated from 5 MB, blocking the server).
      if (seen.has(file.name)) throw new EpubError('The EPUB file is corrupt or incomplete.');
      seen.add(file.name);
      if (!sizes.has(file.name) || !wanted(file.name)) return;
      const parts: Uint8Array[] = [];
      file.ondata = (error: FlateError | null, data: Uint8Array, final: boolean) => {
        if (error) throw error;
        parts.push(data);
        if (final) files[file.name] = parts.length === 1 ? (parts[0] as Uint8Array) : Buffer.concat(parts);
      };
      file.start();
    });
    unzip.register(nativeInflate(sizes));
    unzip.push(zip, true);
    return files;
  } catch (error) {
    if (error instanceof EpubError) throw error;
    throw new EpubError('The EPUB file is corrupt or incomplete.');
  }
}
