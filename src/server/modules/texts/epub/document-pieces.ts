import { isAscii } from 'node:buffer';

/**
 * A piece's length in bytes, at least (it ends at the next "<"). Strings of up to this many
 * characters, even of two bytes each, stay below V8's large-object size: a string above it is
 * memory of its own that the system maps and zeroes anew each time, and here that cost 3 ms for
 * a 340 KB document, ten times the decoding itself (docs/architecture.md §6).
 */
const PIECE_BYTES = 32 * 1024;
const LT = 0x3c; // <

const utf8 = new TextDecoder();

/** UTF-8 text; ASCII-only documents (many are) take the much cheaper Latin-1 copy, which reads them the same. */
export const decodeUtf8 = (bytes: Uint8Array) =>
  isAscii(bytes)
    ? Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1')
    : utf8.decode(bytes);

/**
 * A UTF-8 document decoded in pieces, each cut just before a "<" once it is `pieceBytes` long. A "<"
 * is never part of a longer UTF-8 sequence and a byte order mark can only open the first piece,
 * so the pieces joined are the document decoded whole, character for character.
 */
export function documentPieces(bytes: Uint8Array, pieceBytes = PIECE_BYTES): string[] {
  const pieces: string[] = [];
  let start = 0;
  while (start < bytes.length) {
    const cut = start + pieceBytes < bytes.length ? bytes.indexOf(LT, start + pieceBytes) : -1;
    const end = cut < 0 ? bytes.length : cut;
    pieces.push(decodeUtf8(bytes.subarray(start, end)));
    start = end;
  }
  return pieces;
}
