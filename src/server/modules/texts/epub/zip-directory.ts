import { EpubError } from './epub-error.ts';

export interface UnzipLimits {
  /** Most entries an archive may list. */
  maxEntries: number;
  /** Most bytes all entries together may declare once inflated. */
  maxInflatedBytes: number;
}

/** One file of a ZIP archive, as its central directory records it. */
export interface ZipEntry {
  /** 0 stored, 8 deflated. */
  method: number;
  compressedSize: number;
  /** The inflated size it declares: what inflating it may produce, at most. */
  size: number;
  localHeaderOffset: number;
}

const END_OF_DIRECTORY = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_END_OF_DIRECTORY = 0x06064b50;
const DIRECTORY_HEADER = 0x02014b50;
const UTF8_NAME_FLAG = 0x800;
const SATURATED = 0xffffffff;
const utf8Names = new TextDecoder();

export const corrupt = () => new EpubError('The EPUB file is corrupt or incomplete.');

/** Little-endian reads that refuse to look past the end (a truncated archive is corrupt). */
export class ZipBytes {
  private readonly view: DataView;
  constructor(readonly bytes: Uint8Array) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }
  u16 = (at: number) => this.view.getUint16(this.within(at, 2), true);
  u32 = (at: number) => this.view.getUint32(this.within(at, 4), true);
  u64 = (at: number) => this.u32(at) + this.u32(at + 4) * 2 ** 32;
  within(at: number, length: number) {
    if (at < 0 || at + length > this.bytes.length) throw corrupt();
    return at;
  }
  /** Entry names are UTF-8 when flagged so, else code page 437, read as Latin-1 (as fflate did). */
  name(at: number, length: number, utf8: boolean) {
    const bytes = this.bytes.subarray(this.within(at, length), at + length);
    return utf8
      ? utf8Names.decode(bytes)
      : Buffer.from(bytes.buffer, bytes.byteOffset, length).toString('latin1');
  }
}

/** Entry count and directory offset from the End Of Central Directory record (ZIP64's when present). */
function directoryLocation(zip: ZipBytes): { count: number; offset: number } {
  const last = zip.bytes.length - 22;
  let end = last;
  while (end >= 0 && zip.u32(end) !== END_OF_DIRECTORY) {
    if (--end < last - 0xffff) throw corrupt(); // past the longest archive comment
  }
  if (end < 0) throw corrupt();
  if (end >= 20 && zip.u32(end - 20) === ZIP64_LOCATOR) {
    const zip64End = zip.u64(end - 12);
    if (zip.u32(zip64End) === ZIP64_END_OF_DIRECTORY)
      return { count: zip.u64(zip64End + 32), offset: zip.u64(zip64End + 48) };
  }
  return { count: zip.u16(end + 10), offset: zip.u32(end + 16) };
}

type EntryPlace = Pick<ZipEntry, 'size' | 'compressedSize' | 'localHeaderOffset'>;

/** Sizes and offset of a directory header, from its ZIP64 extra field where they are saturated. */
function placeOf(zip: ZipBytes, header: number, extraStart: number, extraEnd: number): EntryPlace {
  const narrow = [zip.u32(header + 24), zip.u32(header + 20), zip.u32(header + 42)];
  let wide = narrow;
  for (let field = extraStart; narrow.includes(SATURATED) && field + 4 <= extraEnd; ) {
    if (zip.u16(field) === 1) {
      let next = field + 4; // only the saturated ones are there, in this order
      wide = narrow.map((value) => {
        if (value !== SATURATED) return value;
        next += 8;
        return zip.u64(next - 8);
      });
      break;
    }
    field += 4 + zip.u16(field + 2);
  }
  const [size = 0, compressedSize = 0, localHeaderOffset = 0] = wide;
  return { size, compressedSize, localHeaderOffset };
}

/**
 * Reads the central directory, which lists every entry with its declared sizes, and refuses zip
 * bombs before a byte is inflated: too many entries, too many declared bytes, or a repeated name
 * (each copy could be inflated up to its declared size).
 */
export function readZipDirectory(zip: ZipBytes, limits: UnzipLimits): Map<string, ZipEntry> {
  const entries = new Map<string, ZipEntry>();
  const { count, offset } = directoryLocation(zip);
  let header = offset;
  let declaredBytes = 0;
  let repeated = false;
  for (let index = 0; index < count; index++) {
    if (zip.u32(header) !== DIRECTORY_HEADER) throw corrupt();
    const nameStart = header + 46;
    const extraStart = nameStart + zip.u16(header + 28);
    const extraEnd = extraStart + zip.u16(header + 30);
    const name = zip.name(nameStart, extraStart - nameStart, (zip.u16(header + 8) & UTF8_NAME_FLAG) !== 0);
    const place = placeOf(zip, header, extraStart, extraEnd);
    repeated ||= entries.has(name);
    entries.set(name, { method: zip.u16(header + 10), ...place });
    declaredBytes += place.size;
    if (entries.size > limits.maxEntries) throw new EpubError('The EPUB has too many files in it.');
    if (declaredBytes > limits.maxInflatedBytes) throw new EpubError('The EPUB is too large once unpacked.');
    header = extraEnd + zip.u16(header + 32);
  }
  if (repeated) throw corrupt();
  return entries;
}
