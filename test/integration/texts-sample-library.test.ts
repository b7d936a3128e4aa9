import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedSampleLibrary } from '#server/modules/texts/sample-library.ts';
import { startTestApp, type TestApp } from '#test/harness/test-app.ts';
import { createTestUser } from '#test/harness/users.ts';
import { callApi } from './texts-api.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('sample library', () => {
  it('gives the first admin of an empty installation three stories, once', async () => {
    expect(await seedSampleLibrary(t.database.db)).toBe(0); // no admin yet: nothing to give
    const admin = await createTestUser(t.database, { admin: true });
    await createTestUser(t.database, { admin: true });
    expect(await seedSampleLibrary(t.database.db)).toBe(3);

    const { body } = await callApi(t.baseUrl, 'GET', '/api/texts', admin.headers);
    expect(body.data).toHaveLength(3);
    for (const text of body.data) {
      expect(text.word_count).toBeGreaterThan(200);
      expect(text.paragraphs_count).toBeGreaterThanOrEqual(8);
      expect(text.reading_level).toBeGreaterThan(0);
      expect(text.reading_level).toBeLessThan(8);
    }

    for (const text of body.data) await callApi(t.baseUrl, 'DELETE', `/api/texts/${text.id}`, admin.headers);
    expect(await seedSampleLibrary(t.database.db)).toBe(0); // deleted samples do not come back
  });
});
