import { describe, expect, it } from 'vitest';
import { updateProfileRequestSchema } from './auth.ts';

describe('a person’s name', () => {
  it('over 255 characters is refused in words that say so, not as “must be a string”', () => {
    const result = updateProfileRequestSchema.safeParse({ name: 'a'.repeat(256) });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'The name field must not be greater than 255 characters.',
    ]);
    expect(updateProfileRequestSchema.safeParse({ name: 'a'.repeat(255) }).success).toBe(true);
  });
});
