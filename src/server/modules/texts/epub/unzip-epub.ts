import { type UnzipFileInfo, unzipSync } from 'fflate';
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
 * Inflates only the entries `wanted` accepts, refusing zip bombs before any byte is inflated: the
 * central directory's entry count and declared sizes are checked as fflate walks it, and fflate
 * inflates each entry into a buffer of its declared size, so an entry that lies about its size
 * cannot grow past it.
 */
export function unzipEpub(
  zip: Uint8Array,
  wanted: (name: string) => boolean,
  limits: UnzipLimits = defaultUnzipLimits,
): Record<string, Uint8Array> {
  if (!ZIP_LOCAL_HEADER.every((byte, i) => zip[i] === byte)) {
    throw new EpubError('The file is not an EPUB (it is not a ZIP archive).');
  }
  let entries = 0;
  let declaredBytes = 0;
  const admit = (file: UnzipFileInfo) => {
    entries += 1;
    declaredBytes += file.originalSize;
    if (entries > limits.maxEntries) throw new EpubError('The EPUB has too many files in it.');
    if (declaredBytes > limits.maxInflatedBytes) throw new EpubError('The EPUB is too large once unpacked.');
    return wanted(file.name);
  };
  try {
    return unzipSync(zip, { filter: admit });
  } catch (error) {
    if (error instanceof EpubError) throw error;
    throw new EpubError('The EPUB file is corrupt or incomplete.');
  }
}
