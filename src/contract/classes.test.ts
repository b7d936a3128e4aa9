import { describe, expect, it } from 'vitest';
import { assignClassRequestSchema } from './classes.ts';

describe('assignClassRequestSchema', () => {
  // The hostile-input property test found text_id 2147483648 answered with a 500 on PostgreSQL.
  it('refuses a text id beyond the integer column with the message for a text that is not there', () => {
    const result = assignClassRequestSchema.safeParse({ text_id: 2_147_483_648 });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain('The selected text id is invalid.');
    expect(
      assignClassRequestSchema.safeParse({ text_id: 2_147_483_647 }).error?.issues ?? [],
    ).not.toContainEqual(expect.objectContaining({ path: ['text_id'] }));
  });
});
