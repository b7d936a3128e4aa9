import { posix } from 'node:path';
import sharp from 'sharp';
import { plainPictureHeader } from './picture-header.ts';

/** The long side of a picture as stored: enough for a tablet's screen, a fraction of a print scan. */
export const MAX_IMAGE_SIDE = 1600;
/** Decoded pixels an image may have; more is an image bomb (huge dimensions in a small file). */
const MAX_PIXELS = 40_000_000;
/** Formats a browser shows as they are; any other decodable one (SVG, TIFF, …) is converted to WebP. */
const keptFormats = new Map([
  ['jpeg', { extension: '.jpg', mediaType: 'image/jpeg' }],
  ['png', { extension: '.png', mediaType: 'image/png' }],
  ['webp', { extension: '.webp', mediaType: 'image/webp' }],
  ['gif', { extension: '.gif', mediaType: 'image/gif' }],
]);
const WEBP = { extension: '.webp', mediaType: 'image/webp' };

/** A picture ready to store. */
export interface PreparedImage {
  bytes: Uint8Array;
  extension: string;
  mediaType: string;
  width: number;
  height: number;
}

/** Why a picture of a book was left out, as the uploader reads it. */
export class DroppedImage extends Error {}

const unreadable = (name: string) =>
  new DroppedImage(`${name} was left out: it is not a picture that can be read.`);

/** Script, event handlers, embedded HTML or a reference outside the image: an SVG we do not show. */
const unsafeSvg =
  /<script|<foreignObject|\son[a-z]+\s*=|(?:xlink:)?href\s*=\s*["']\s*(?!#|data:image\/)[^"'\s]/i;

/**
 * A book's picture as the reader gets it. One that is small enough in a format browsers show is
 * kept byte for byte after its header is read, by `plainPictureHeader` or else by sharp (decoding
 * and re-encoding every picture would cost ten times the import of its text:
 * docs/architecture.md §6); a larger one is scaled to
 * MAX_IMAGE_SIDE on its long side and an SVG is drawn, both as WebP, so no SVG is ever served.
 * Throws `DroppedImage` for an image that does not decode, is too large, or is an SVG with script
 * or outside references.
 */
export async function prepareImage(path: string, bytes: Uint8Array): Promise<PreparedImage> {
  return preparedAtOnce(path, bytes) ?? preparedBySharp(path, bytes);
}

/**
 * `prepareImage`'s first, synchronous part: a plain PNG or JPEG small enough is answered here; any
 * other picture is undefined, for `preparedBySharp`. Throws `DroppedImage` for an empty file and an
 * unsafe SVG. Synchronous so that the import creates the picture's file at once, in the thread
 * pool while it works out the reading level, rather than after it (docs/architecture.md §6).
 */
export function preparedAtOnce(path: string, bytes: Uint8Array): PreparedImage | undefined {
  // The file's name is what a teacher recognises; the folders inside the book mean nothing to them.
  const name = posix.basename(path);
  // sharp throws an empty input at once, not through its promise: without this the whole upload failed.
  if (bytes.length === 0) throw unreadable(name);
  const isSvg = isSvgPicture(path, bytes);
  if (isSvg && unsafeSvg.test(Buffer.from(bytes).toString('utf8')))
    throw new DroppedImage(`${name} was left out: it is an SVG with a script or outside references.`);
  // Most pictures of books are plain PNGs and JPEGs a tablet can show as they are: their header is
  // read here, without a trip to sharp's thread pool (docs/architecture.md §6).
  const plain = isSvg ? undefined : plainPictureHeader(bytes);
  const plainKind = plain && keptFormats.get(plain.format);
  if (plain && plainKind && Math.max(plain.width, plain.height) <= MAX_IMAGE_SIDE)
    return { bytes, ...plainKind, width: plain.width, height: plain.height };
  return undefined;
}

/** `prepareImage`'s second part, for a picture `preparedAtOnce` did not answer: sharp reads it. */
export async function preparedBySharp(path: string, bytes: Uint8Array): Promise<PreparedImage> {
  const name = posix.basename(path);
  const isSvg = isSvgPicture(path, bytes);
  const options = { limitInputPixels: MAX_PIXELS, failOn: 'error' as const };
  // The header alone, without the pixel limit, so an image bomb is named as one.
  const metadata = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => undefined);
  const { width, height, format } = metadata ?? {};
  if (!width || !height || !format) throw unreadable(name);
  if (width * height > MAX_PIXELS)
    throw new DroppedImage(`${name} was left out: it is too large (${width}×${height}).`);
  const kept = keptFormats.get(format);
  if (kept && !isSvg && Math.max(width, height) <= MAX_IMAGE_SIDE) return { bytes, ...kept, width, height };
  try {
    const { data, info } = await sharp(bytes, options)
      .rotate()
      .resize(MAX_IMAGE_SIDE, MAX_IMAGE_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, ...WEBP, width: info.width, height: info.height };
  } catch {
    throw unreadable(name);
  }
}

const isSvgPicture = (path: string, bytes: Uint8Array) => /\.svgz?$/i.test(path) || looksLikeSvg(bytes);

function looksLikeSvg(bytes: Uint8Array) {
  const head = Buffer.from(bytes.subarray(0, 512)).toString('latin1');
  return /<svg[\s>]/i.test(head);
}
