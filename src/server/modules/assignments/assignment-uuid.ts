import { notFound } from '../../http-error.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A malformed uuid is a guessed id like any other: 404, never a database error. */
export function checkedUuid(value: string): string {
  if (!UUID.test(value)) throw notFound('Assignment');
  return value.toLowerCase();
}
