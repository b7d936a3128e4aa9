import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase } from '#test/harness/test-database.ts';
import { binaryTextArray } from './binary-text-array.ts';
import type { Database } from './database.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const roundTrip = { name: 'binary_text_array_round_trip', text: 'select to_json($1::text[]) as value' };

it('reaches the database as exactly the strings it was made of', async () => {
  const values = [
    'Plain.',
    '',
    'He said "no", {then} left \\ NULL',
    'مرحبا بالعالم',
    'Emoji 🦊 and accents: é, ñ, ü',
    'x'.repeat(70_000),
  ];
  const [row] = await database.runPrepared<{ value: string[] }>(roundTrip, [binaryTextArray(values)]);
  expect(row?.value).toEqual(values);
});

it('makes an empty array of no strings', async () => {
  const [row] = await database.runPrepared<{ value: string[] }>(roundTrip, [binaryTextArray([])]);
  expect(row?.value).toEqual([]);
});

it('holds text that takes several bytes per character, past its first guess at the size', async () => {
  const values = ['€'.repeat(5000), 'a', '🦊'.repeat(3000), 'مرحبا'.repeat(800), ''];
  const bytes = binaryTextArray(values);
  const utf8 = values.reduce((sum, value) => sum + 4 + Buffer.byteLength(value), 20);
  expect(bytes.length).toBe(utf8);
  const [row] = await database.runPrepared<{ value: string[] }>(roundTrip, [bytes]);
  expect(row?.value).toEqual(values);
});
