import type { JsonSchema } from './api-operations.ts';

/**
 * A value the schema accepts, for calls whose body must pass validation before the server looks at
 * who asks (Fastify validates before the preHandlers). Property names steer strings the schema cannot
 * describe (an e-mail, a password of 8+ characters); refinements a JSON Schema does not carry are
 * not known here, so a body may still be refused by the handler, which the tests allow for.
 */
export function exampleValue(schema: JsonSchema, name = ''): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum) return schema.enum[0];
  const options = schema.anyOf ?? schema.oneOf;
  if (options) {
    const notNull = options.find((option) => option.type !== 'null') ?? options[0];
    return notNull ? exampleValue(notNull, name) : null;
  }
  if (schema.allOf) {
    return Object.assign({}, ...schema.allOf.map((part) => exampleValue(part, name) as object));
  }
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return exampleObject(schema);
    case 'array':
      return Array.from({ length: schema.minItems ?? 1 }, (_, i) =>
        distinct(exampleValue(schema.items ?? {}, name), i),
      );
    case 'integer':
    case 'number':
      return exampleNumber(schema);
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return exampleString(schema, name);
  }
}

/**
 * The required properties. A body whose properties are all optional yet one is needed (a refinement:
 * `email` or `emails`, `name` or `names`) gets its address, where it has one.
 */
function exampleObject(schema: JsonSchema): Record<string, unknown> {
  const value: Record<string, unknown> = {};
  const required = schema.required ?? [];
  const keys = required.length === 0 && schema.properties?.email ? ['email'] : required;
  for (const key of keys) {
    const property = schema.properties?.[key];
    if (property) value[key] = exampleValue(property, key);
  }
  return value;
}

/**
 * The i-th item of an example list: refinements often want items unlike each other (no two choices
 * alike) and one flag set among them (exactly one correct choice), so only the first keeps `true`.
 */
function distinct(value: unknown, i: number): unknown {
  if (i === 0) return value;
  if (typeof value === 'string') return `${value} ${i + 1}`;
  if (typeof value === 'boolean') return false;
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, distinct(item, i)]));
  }
  return value;
}

function exampleNumber(schema: JsonSchema): number {
  const low = schema.minimum ?? (schema.exclusiveMinimum === undefined ? 1 : schema.exclusiveMinimum + 1);
  const high = schema.maximum ?? (schema.exclusiveMaximum === undefined ? low : schema.exclusiveMaximum - 1);
  return Math.min(Math.max(low, 1), high);
}

function exampleString(schema: JsonSchema, name: string): string {
  if (schema.format === 'date') return '2031-06-30';
  if (schema.format === 'date-time') return '2031-06-30T12:00:00.000Z';
  if (schema.format === 'uri' || schema.format === 'url' || /url|endpoint/i.test(name)) {
    return 'https://push.example.test/endpoint';
  }
  if (schema.format === 'email' || /email/i.test(name)) return 'someone@example.test';
  if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
  const text = /password/i.test(name) ? 'correct horse battery' : 'A plain sentence.';
  const min = schema.minLength ?? 0;
  const padded = text.length >= min ? text : text.padEnd(min, 'x');
  return schema.maxLength === undefined ? padded : padded.slice(0, Math.max(schema.maxLength, min));
}
