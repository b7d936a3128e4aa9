import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, inject, it } from 'vitest';
import { questionGenerationPaths, questionGenerationStatusResponseSchema } from '#contract/questions.ts';
import { paragraphsResponseSchema } from '#contract/texts.ts';
import { sampleStories } from '#server/modules/texts/sample-stories.ts';
import { callJson } from './harness/api-call.ts';
import { browserForFile } from './harness/file-browser.ts';
import { admin } from './harness/reading-setup.ts';
import { signInThroughForm } from './harness/sign-in.ts';

const baseUrl = inject('baseUrl');
const browser = browserForFile();
/** Where the screenshots go, for a person to look at (QUESTIONS_SCREENSHOTS, or the OS temp folder). */
const shots = process.env.QUESTIONS_SCREENSHOTS ?? join(process.env.TMPDIR ?? '/tmp', 'questions-screens');

/** Two sections of a sample story, as the owner's new text. */
async function createText(token: string) {
  const paragraphs = (sampleStories[0]?.content ?? '').split(/\n\s*\n/).slice(0, 8);
  const body = { title: `Pebble ${Date.now()}`, author: 'Reading Rooms', content: paragraphs.join('\n\n') };
  return (await callJson<{ data: { id: number } }>(baseUrl, 'POST', '/api/texts', token, body)).data.id;
}

/** The questions the server generated for the first section, once its jobs have all finished. */
async function firstSectionQuestions(token: string, textId: number) {
  for (const deadline = Date.now() + 30_000; Date.now() < deadline; ) {
    const reply = await callJson(baseUrl, 'GET', questionGenerationPaths.status(textId), token);
    const status = questionGenerationStatusResponseSchema.parse(reply).data;
    if (status.pending + status.running === 0 && status.completed > 0) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const reply = await callJson(baseUrl, 'GET', `/api/texts/${textId}/paragraphs`, token);
  const paragraphs = paragraphsResponseSchema.parse(reply).data;
  return paragraphs.filter((p) => p.paragraph_index < 4).flatMap((p) => p.questions);
}

it('the admin generates questions for a whole text and sees them appear in the editor without reloading', async () => {
  const { token } = await callJson<{ token: string }>(baseUrl, 'POST', '/api/login', null, admin);
  const textId = await createText(token);
  const { page } = browser;
  await signInThroughForm(baseUrl, page, admin.email, admin.password);

  await page.goto(`${baseUrl}/texts/${textId}/edit`);
  const sidebar = page.getByRole('complementary', { name: 'Questions' });
  await sidebar.getByText('No questions for this part yet.').waitFor();
  // A mark on this document: it survives only if the page is never reloaded.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await sidebar.getByRole('button', { name: 'Generate questions for the whole text' }).click();
  await page.getByText('Question generation queued', { exact: true }).waitFor();

  const [question, ...more] = await firstSectionQuestions(token, textId);
  expect(question).toBeDefined();
  for (const expected of [question, ...more]) {
    await sidebar.getByRole('article', { name: expected?.content }).waitFor({ timeout: 20_000 });
  }
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);

  // The generated questions as a teacher sees them: type badges, explanations, evidence.
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: join(shots, 'editor-generated-1024.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await sidebar.getByRole('article', { name: question?.content }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(shots, 'editor-generated-390.png'), fullPage: true });
  console.info(`generated questions' screenshots in ${shots}`);
});
