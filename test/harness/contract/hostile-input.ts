import fc from 'fast-check';
import type { ApiOperation } from './api-operations.ts';
import { exampleValue } from './example-value.ts';

/** Values no field of the API expects, of every JSON type, at and past every edge. */
const edgeValues: unknown[] = [
  null,
  true,
  0,
  -1,
  -0,
  1.5,
  2 ** 31,
  2 ** 53 + 2,
  -(2 ** 63),
  1e308,
  '',
  '   ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDFFF\uD800',
  '\u202Egnp.exe',
  'e\u0301\u0301\u0301',
  '🦊'.repeat(2_000),
  'x'.repeat(100_000),
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '__proto__',
  '2031-02-30',
  '0000-00-00T00:00:00Z',
  [],
  [null],
  {},
  { __proto__: { admin: true } },
  { constructor: { prototype: { admin: true } } },
];

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...edgeValues),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.jsonValue({ maxDepth: 2 }),
);

/** A JSON body built from a valid one by one hostile change: a field gone, wrong, added, or no object at all. */
export function hostileBody(operation: ApiOperation): fc.Arbitrary<unknown> {
  const schema = operation.body ?? {};
  const valid = exampleValue(schema);
  if (typeof valid !== 'object' || valid === null || Array.isArray(valid)) return hostileValue;
  const keys = Object.keys(schema.properties ?? {});
  const required = schema.required ?? [];
  const options: fc.Arbitrary<unknown>[] = [
    hostileValue,
    fc.record({ key: fc.string({ maxLength: 20 }), value: hostileValue }).map(({ key, value }) => {
      const body: Record<string, unknown> = { ...valid };
      Object.defineProperty(body, key, { value, enumerable: true, configurable: true, writable: true });
      return body;
    }),
  ];
  if (keys.length > 0) {
    options.push(
      fc.record({ key: fc.constantFrom(...keys), value: hostileValue }).map(({ key, value }) => ({
        ...valid,
        [key]: value,
      })),
    );
  }
  if (required.length > 0) {
    options.push(
      fc.constantFrom(...required).map((key) => {
        const { [key]: _gone, ...rest } = valid as Record<string, unknown>;
        return rest;
      }),
    );
  }
  return fc.oneof(...options);
}

/** What a path or query parameter should never be: not a number, past every bound, not text at all. */
export const hostileParam: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '-1',
    '0',
    '1.5',
    '1e3',
    '0x10',
    '2147483648',
    '99999999999999999999999999',
    'NaN',
    'null',
    'abc',
    '\u0000',
    '🦊',
    '../../etc/passwd',
    "1' OR '1'='1",
    '00000000-0000-0000-0000-00000000000g',
    ' 1',
    'x'.repeat(2_000),
  ),
  fc.string({ unit: 'binary', maxLength: 30 }),
);

/** Requests a JSON call must refuse before its schema even sees them. */
export function malformedRequests(
  body: unknown,
): { name: string; headers: Record<string, string>; body: string }[] {
  const json = JSON.stringify(body);
  return [
    { name: 'malformed JSON', headers: { 'content-type': 'application/json' }, body: '{"title": "unclosed' },
    { name: 'an empty JSON body', headers: { 'content-type': 'application/json' }, body: '' },
    { name: 'JSON sent as text/plain', headers: { 'content-type': 'text/plain' }, body: json },
    { name: 'a form', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'a=1&b=2' },
    {
      name: 'a 2 MB body (the limit is 1 MB)',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ padding: 'x'.repeat(2 * 1024 * 1024) }),
    },
    {
      name: 'JSON nested 10,000 deep',
      headers: { 'content-type': 'application/json' },
      body: `${'['.repeat(10_000)}${']'.repeat(10_000)}`,
    },
  ];
}

/** The body with `change` applied to every string in it (keys kept). */
export function mapStrings(value: unknown, change: (text: string) => string): unknown {
  if (typeof value === 'string') return change(value);
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, change));
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapStrings(item, change)]));
  return value;
}

/** Characters that have broken a server before, each put inside every string of a valid body. */
export const poisonedStrings: { name: string; change: (text: string) => string }[] = [
  { name: 'a NUL inside', change: (text) => `${text.slice(0, 1)}\u0000${text.slice(1)}` },
  { name: 'only NULs', change: () => '\u0000\u0000' },
  { name: 'a lone surrogate', change: (text) => `${text}\uD800` },
  { name: 'a right-to-left override', change: (text) => `\u202E${text}` },
];
