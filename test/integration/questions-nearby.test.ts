import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuestionGenerator, QuestionSection } from '#server/adapters/ai/question-generator.ts';
import { generateQuestions } from '#server/modules/questions/generation-service.ts';
import { sectionRange } from '#server/modules/questions/story-context.ts';
import { startTestApp, type TestApp } from '#test/harness/test-app.ts';
import { createTestUser } from '#test/harness/users.ts';
import { createStoryText, storyParagraphs } from './questions-fixtures.ts';

let t: TestApp;
let owner: Record<string, string>;

beforeAll(async () => {
  t = await startTestApp();
  owner = (await createTestUser(t.database, { admin: true })).headers;
});
afterAll(() => t.close());

/** A generator that only records the sections it is given. */
function recordingGenerator(seen: QuestionSection[]): QuestionGenerator {
  return {
    async generate(section) {
      seen.push(section);
      return [];
    },
  };
}

describe('a section given to the generator', () => {
  it('comes with the paragraphs of two sections each side, for wrong answers of the same kind', async () => {
    const id = await createStoryText(t.baseUrl, owner, 28);
    const paragraphs = storyParagraphs(28);
    const seen: QuestionSection[] = [];
    const deps = { db: t.database.db, generator: recordingGenerator(seen) };
    const text = { id, title: 'Island Tales', readingLevel: 4, language: 'en' };
    await generateQuestions(deps, text, sectionRange(3));
    await generateQuestions(deps, text, sectionRange(0));
    const [middle, first] = seen;
    expect(middle?.paragraphs.map((p) => p.paragraph_index)).toEqual([12, 13, 14, 15]);
    expect(middle?.nearby_paragraphs).toEqual([...paragraphs.slice(4, 12), ...paragraphs.slice(16, 24)]);
    expect(first?.paragraphs.map((p) => p.paragraph_index)).toEqual([0, 1, 2, 3]);
    expect(first?.nearby_paragraphs).toEqual(paragraphs.slice(4, 12));
  });
});
