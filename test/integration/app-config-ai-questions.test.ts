import { afterEach, describe, expect, it } from 'vitest';
import { appConfigSchema } from '#contract/app-config.ts';
import { startTestApp, type TestApp } from '#test/harness/test-app.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const configOf = async (env: Record<string, string>) => {
  t = await startTestApp(env);
  return appConfigSchema.parse(await (await fetch(`${t.baseUrl}/api/config`)).json());
};

describe('GET /api/config says who writes questions (for the editor’s Turkish note)', () => {
  it('is false with the built-in generator', async () => {
    expect((await configOf({})).ai_questions).toBe(false);
  });

  it('is true when an AI service is configured', async () => {
    expect((await configOf({ AI_BASE_URL: 'http://127.0.0.1:9/v1' })).ai_questions).toBe(true);
  });
});
