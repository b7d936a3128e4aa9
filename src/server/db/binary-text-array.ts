/** PostgreSQL's type id of `text`, the element type a binary text[] names. */
const TEXT_OID = 25;
const HEADER_BYTES = 20;
/** UTF-8 takes at most 3 bytes per UTF-16 code unit (a surrogate pair's 4 bytes are 2 per unit). */
const MAX_BYTES_PER_UNIT = 3;

/** A bigger buffer holding the first `used` bytes of `buffer`. */
function grown(buffer: Buffer, used: number, needed: number): Buffer {
  const bigger = Buffer.allocUnsafe(Math.max(needed, buffer.length * 2));
  buffer.copy(bigger, 0, 0, used);
  return bigger;
}

/**
 * A string array in PostgreSQL's binary format for `text[]` (what array_send writes and array_recv
 * reads): one dimension, no nulls, then each element as its byte length and its UTF-8 bytes. Sent as
 * a prepared statement's value, a book's paragraphs reach the database without being escaped in
 * JavaScript or parsed (as a text[] literal or JSON) in the database. Each string is encoded once,
 * its length written after it: measuring every string first cost a second pass over the book.
 */
export function binaryTextArray(values: string[]): Buffer {
  let units = 0;
  for (const value of values) units += value.length;
  // Room for mostly-ASCII text; grown when a string might not fit.
  let buffer: Buffer = Buffer.allocUnsafe(HEADER_BYTES + 4 * values.length + Math.ceil(units * 1.25));
  buffer.writeInt32BE(1, 0); // dimensions
  buffer.writeInt32BE(0, 4); // no nulls
  buffer.writeInt32BE(TEXT_OID, 8);
  buffer.writeInt32BE(values.length, 12);
  buffer.writeInt32BE(1, 16); // lower bound
  let offset = HEADER_BYTES;
  for (const value of values) {
    const needed = offset + 4 + MAX_BYTES_PER_UNIT * value.length;
    if (needed > buffer.length) buffer = grown(buffer, offset, needed);
    const length = buffer.write(value, offset + 4);
    buffer.writeInt32BE(length, offset);
    offset += 4 + length;
  }
  return buffer.subarray(0, offset);
}
