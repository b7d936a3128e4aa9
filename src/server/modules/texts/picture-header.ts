import { crc32 } from 'node:zlib';
import { imageSize } from 'image-size';

/** A picture's format, as sharp names it, and its size as its header states it. */
export interface PictureHeader {
  format: 'png' | 'jpeg';
  width: number;
  height: number;
}

/**
 * The format and size of a PNG or JPEG whose header sharp (libvips with libpng and libjpeg) is sure
 * to read just as `image-size` does, without the thread pool; undefined for any other picture,
 * which is left to sharp. The checks let through only a plain, well-formed header: every chunk or
 * marker one of a few kinds whose contents are checked as those libraries check them (CRCs,
 * lengths, table indexes, the ICC sequence); anything unusual, even if valid, is sharp's to judge,
 * so no picture sharp refuses is kept (docs/architecture.md §6).
 */
export function plainPictureHeader(bytes: Uint8Array): PictureHeader | undefined {
  let size: ReturnType<typeof imageSize>;
  try {
    size = imageSize(bytes);
  } catch {
    return undefined;
  }
  const { type, width, height } = size;
  if (type === 'png' && plainPng(bytes)) return { format: 'png', width, height };
  if (type === 'jpg' && plainJpeg(bytes)) return { format: 'jpeg', width, height };
  return undefined;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** Colour type → the bit depths PNG allows for it. */
const pngBitDepths = new Map([
  [0, [1, 2, 4, 8, 16]],
  [2, [8, 16]],
  [3, [1, 2, 4, 8]],
  [4, [8, 16]],
  [6, [8, 16]],
]);
/** gAMA of sRGB (1/2.2 × 100000); libpng warns when an sRGB chunk comes with another. */
const SRGB_GAMMA = 45455;

/**
 * IHDR, then only sRGB, gAMA, pHYs and PLTE, each once and valid with a right CRC, then an IDAT
 * chunk within the file. Answers false for anything else (text, ICC, EXIF, transparency…).
 */
function plainPng(bytes: Uint8Array): boolean {
  if (bytes.length < 8 || PNG_SIGNATURE.some((byte, i) => bytes[i] !== byte)) return false;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const seen = new Set<string>();
  let colourType = -1;
  let bitDepth = 0;
  for (let offset = 8; offset + 12 <= bytes.length; ) {
    const length = view.getUint32(offset);
    const type = String.fromCharCode(...bytes.subarray(offset + 4, offset + 8));
    const end = offset + 12 + length;
    if (length > 0x7fffffff || end > bytes.length || seen.has(type)) return false;
    if ((seen.size === 0) !== (type === 'IHDR')) return false;
    // libpng reads no further than the first IDAT's type for the header.
    if (type === 'IDAT') return colourType !== 3 || seen.has('PLTE');
    if (crc32(bytes.subarray(offset + 4, offset + 8 + length)) !== view.getUint32(offset + 8 + length))
      return false;
    const data = new DataView(bytes.buffer, bytes.byteOffset + offset + 8, length);
    if (type === 'IHDR') {
      if (length !== 13) return false;
      [bitDepth, colourType] = [data.getUint8(8), data.getUint8(9)];
      if (!plainIhdr(data)) return false;
    } else if (!plainPngChunk(type, data, { seen, colourType, bitDepth })) return false;
    seen.add(type);
    offset = end;
  }
  return false;
}

function plainIhdr(ihdr: DataView) {
  const [width, height] = [ihdr.getUint32(0), ihdr.getUint32(4)];
  const [bitDepth, colourType] = [ihdr.getUint8(8), ihdr.getUint8(9)];
  const sizeOk = width > 0 && height > 0 && width <= 0x7fffffff && height <= 0x7fffffff;
  const depthOk = pngBitDepths.get(colourType)?.includes(bitDepth) ?? false;
  // Compression and filter method 0, no or Adam7 interlacing.
  return sizeOk && depthOk && ihdr.getUint8(10) === 0 && ihdr.getUint8(11) === 0 && ihdr.getUint8(12) <= 1;
}

interface PngState {
  seen: Set<string>;
  colourType: number;
  bitDepth: number;
}

function plainPngChunk(type: string, data: DataView, { seen, colourType, bitDepth }: PngState) {
  switch (type) {
    case 'sRGB':
      return data.byteLength === 1 && data.getUint8(0) <= 3 && !seen.has('PLTE') && !seen.has('gAMA');
    case 'gAMA':
      // Only the sRGB value after an sRGB chunk, and no gAMA before one: libpng checks them together.
      return (
        data.byteLength === 4 && data.getUint32(0) === SRGB_GAMMA && seen.has('sRGB') && !seen.has('PLTE')
      );
    case 'pHYs':
      return (
        data.byteLength === 9 &&
        data.getUint32(0) <= 0x7fffffff &&
        data.getUint32(4) <= 0x7fffffff &&
        data.getUint8(8) <= 1
      );
    case 'PLTE': {
      // Only the palette of an indexed picture; a suggested one for a truecolour picture is sharp's.
      const entries = data.byteLength / 3;
      return colourType === 3 && Number.isInteger(entries) && entries >= 1 && entries <= 2 ** bitDepth;
    }
    default:
      return false;
  }
}

/** APP0–APP15 and comments: libjpeg skips them, libvips keeps EXIF, XMP and IPTC as they are. */
const isAppOrComment = (marker: number) => (marker >= 0xe0 && marker <= 0xef) || marker === 0xfe;

interface JpegState {
  frameComponents?: number[];
  iccChunks: number[][];
}

/**
 * SOI, then markers back to back (no fill bytes or stray data, which libjpeg warns about) up to the
 * first SOS: application data and comments, DQT, DHT and DRI as libjpeg checks them, one 8-bit
 * baseline, extended or progressive frame of 1 or 3 components, and an SOS naming them.
 */
function plainJpeg(bytes: Uint8Array): boolean {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return false;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const state: JpegState = { iccChunks: [] };
  for (let offset = 2; offset + 4 <= bytes.length; ) {
    const [prefix, marker] = [view.getUint8(offset), view.getUint8(offset + 1)];
    const length = view.getUint16(offset + 2);
    if (prefix !== 0xff || length < 2 || offset + 2 + length > bytes.length) return false;
    const data = new DataView(bytes.buffer, bytes.byteOffset + offset + 4, length - 2);
    if (marker === 0xda) return plainScan(data, state) && plainIccSequence(state.iccChunks);
    if (!plainJpegSegment(marker, data, state)) return false;
    offset += 2 + length;
  }
  return false;
}

function plainJpegSegment(marker: number, data: DataView, state: JpegState) {
  if (marker === 0xe0) return plainApp0(data);
  if (marker === 0xe2) return collectIcc(data, state.iccChunks);
  if (marker === 0xee) return plainApp14(data);
  if (isAppOrComment(marker)) return true;
  if (marker === 0xdb) return plainQuantisationTables(data);
  if (marker === 0xc4) return plainHuffmanTables(data);
  if (marker === 0xdd) return data.byteLength === 2;
  if (marker >= 0xc0 && marker <= 0xc2 && !state.frameComponents) {
    state.frameComponents = plainFrameComponents(data);
    return state.frameComponents !== undefined;
  }
  return false;
}

/** A JFIF APP0 of any version but 1.x makes libjpeg warn; a short one is only traced. */
function plainApp0(data: DataView) {
  const isJfif = data.byteLength >= 5 && data.getUint32(0) === 0x4a464946 && data.getUint8(4) === 0;
  return !isJfif || (data.byteLength >= 14 && data.getUint8(5) === 1);
}

/** An Adobe APP14 whose colour transform is not 0 (RGB) or 1 (YCbCr) makes libjpeg warn. */
function plainApp14(data: DataView) {
  const isAdobe = data.byteLength >= 5 && data.getUint32(0) === 0x41646f62 && data.getUint8(4) === 0x65;
  return !isAdobe || (data.byteLength >= 12 && data.getUint8(11) <= 1);
}

function plainQuantisationTables(data: DataView) {
  let offset = 0;
  while (offset < data.byteLength) {
    const spec = data.getUint8(offset);
    // 8-bit tables 0–3 only.
    if (spec >= 4) return false;
    offset += 65;
  }
  return offset === data.byteLength && offset > 0;
}

function plainHuffmanTables(data: DataView) {
  let offset = 0;
  while (offset + 17 <= data.byteLength) {
    const spec = data.getUint8(offset);
    if ((spec & 0x0f) >= 4 || spec >> 4 > 1) return false;
    let count = 0;
    for (let i = 1; i <= 16; i++) count += data.getUint8(offset + i);
    if (count > 256) return false;
    offset += 17 + count;
  }
  return offset === data.byteLength && offset > 0;
}

/** The component ids of an 8-bit frame of 1 or 3 components with sampling factors 1–4. */
function plainFrameComponents(data: DataView) {
  if (data.byteLength < 6) return undefined;
  const count = data.getUint8(5);
  const sizeOk = data.getUint16(1) > 0 && data.getUint16(3) > 0;
  if (data.getUint8(0) !== 8 || !sizeOk || (count !== 1 && count !== 3) || data.byteLength !== 6 + 3 * count)
    return undefined;
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const [id, sampling, table] = [0, 1, 2].map((field) => data.getUint8(6 + 3 * i + field)) as [
      number,
      number,
      number,
    ];
    const [h, v] = [sampling >> 4, sampling & 0x0f];
    if (h < 1 || h > 4 || v < 1 || v > 4 || table >= 4 || ids.includes(id)) return undefined;
    ids.push(id);
  }
  return ids;
}

/** An SOS after the frame, of 1–4 distinct components of the frame. */
function plainScan(data: DataView, { frameComponents }: JpegState) {
  if (!frameComponents || data.byteLength < 1) return false;
  const count = data.getUint8(0);
  if (count < 1 || count > 4 || data.byteLength !== 4 + 2 * count) return false;
  const ids = Array.from({ length: count }, (_, i) => data.getUint8(1 + 2 * i));
  return ids.every((id) => frameComponents.includes(id)) && new Set(ids).size === count;
}

const ICC_TAG = 'ICC_PROFILE\0';

/** Notes an APP2 ICC chunk as [its number, the count it states]; other APP2 data is skipped. */
function collectIcc(data: DataView, chunks: number[][]) {
  const tag = Array.from({ length: Math.min(12, data.byteLength) }, (_, i) =>
    String.fromCharCode(data.getUint8(i)),
  );
  if (tag.join('') !== ICC_TAG) return true;
  if (data.byteLength <= 14) return false;
  chunks.push([data.getUint8(12), data.getUint8(13)]);
  return true;
}

/** None, or chunks 1…n each once, all stating n: libjpeg warns of any other sequence. */
function plainIccSequence(chunks: number[][]) {
  const count = chunks.length;
  return (
    chunks.every(([number = 0, total]) => total === count && number >= 1 && number <= count) &&
    new Set(chunks.map(([number]) => number)).size === count
  );
}
