/** PostgreSQL's type id of `text`, the element type a binary text[] names. */
const TEXT_OID = 25;
const HEADER_BYTES = 20;

/**
 * A string array in PostgreSQL's binary format for `text[]` (what array_send writes and array_recv
 * reads): one dimension, no nulls, then each element as its byte length and its UTF-8 bytes. Sent as
 * a prepared statement's value, a book's paragraphs reach the database without being escaped in
 * JavaScript or parsed (as a text[] literal or JSON) in the database.
 */
export function binaryTextArray(values: string[]): Buffer {
  let size = HEADER_BYTES;
  const lengths = values.map((value) => Buffer.byteLength(value));
  for (const length of lengths) size += 4 + length;
  const buffer = Buffer.allocUnsafe(size);
  buffer.writeInt32BE(1, 0); // dimensions
  buffer.writeInt32BE(0, 4); // no nulls
  buffer.writeInt32BE(TEXT_OID, 8);
  buffer.writeInt32BE(values.length, 12);
  buffer.writeInt32BE(1, 16); // lower bound
  let offset = HEADER_BYTES;
  values.forEach((value, i) => {
    const length = lengths[i] as number;
    buffer.writeInt32BE(length, offset);
    buffer.write(value, offset + 4, length, 'utf8');
    offset += 4 + length;
  });
  return buffer;
}
