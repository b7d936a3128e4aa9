import { expect, inject, it } from 'vitest';
import { questionElementLabels, questionTypeLabels } from '#contract/question-fields.ts';
import { callJson } from './harness/api-call.ts';
import { browserForFile } from './harness/file-browser.ts';
import { saveScreenshotsAtBothWidths } from './harness/layout-checks.ts';
import { admin, invitedPupil, readerPayload, storyParagraphs } from './harness/reading-setup.ts';
import { signInThroughForm } from './harness/sign-in.ts';

const baseUrl = inject('baseUrl');
const browser = browserForFile();

it('a teacher generates questions, sees their types and evidence, writes one, fixes another, and a pupil answers it', async () => {
  const { token: adminToken } = await callJson<{ token: string }>(baseUrl, 'POST', '/api/login', null, admin);
  const paragraphs = storyParagraphs(4);
  const title = `Questions ${Date.now()}`;
  const created = await callJson<{ data: { id: number } }>(baseUrl, 'POST', '/api/texts', adminToken, {
    title,
    author: 'Reading Rooms',
    content: paragraphs.join('\n\n'),
  });
  const textId = created.data.id;
  const { page } = browser;
  await signInThroughForm(baseUrl, page, admin.email, admin.password);
  await page.goto(`${baseUrl}/texts/${textId}/edit`);
  const sidebar = page.getByRole('complementary', { name: 'Questions' });
  // A section without questions says so and offers the empty form (not a generation).
  await sidebar.getByText('No questions for this part yet.').waitFor();
  await saveScreenshotsAtBothWidths(page, 'editor-empty-section');
  await sidebar.getByRole('button', { name: 'Write one' }).click();
  const emptyForm = page.getByRole('dialog', { name: 'Write a question' });
  expect(await emptyForm.getByLabel('Question', { exact: true }).inputValue()).toBe('');
  await emptyForm.getByRole('button', { name: 'Cancel' }).click();
  await emptyForm.waitFor({ state: 'detached' });

  // Generated questions arrive with a type badge, an explanation and the sentence that proves them.
  await sidebar.getByRole('button', { name: 'Generate questions for this section' }).click();
  const cards = sidebar.getByRole('article');
  await cards.first().waitFor({ timeout: 20_000 });
  const firstCard = cards.first();
  const labels = Object.values(questionTypeLabels);
  const badge = ((await firstCard.locator('.mantine-Badge-root').first().textContent()) ?? '').trim();
  expect(labels.map((label) => label.toUpperCase())).toContain(badge.toUpperCase());
  const elementBadge = ((await firstCard.locator('.mantine-Badge-root').nth(1).textContent()) ?? '').trim();
  const elements = Object.values(questionElementLabels).map((label) => label.toUpperCase());
  expect(elements).toContain(elementBadge.toUpperCase());
  await firstCard.getByLabel('Evidence').waitFor();
  await firstCard.getByText('Why:').waitFor();
  const generatedCount = await cards.count();

  // Write a question: the evidence is a sentence of the paragraph, picked with a tap.
  await sidebar.getByRole('button', { name: 'Write a question' }).click();
  const form = page.getByRole('dialog', { name: 'Write a question' });
  await form.getByLabel('Question', { exact: true }).fill('Who keeps the lighthouse lamp burning?');
  await form.getByLabel('Choice 1', { exact: true }).fill('Pebble the cat');
  await form.getByLabel('Choice 2', { exact: true }).fill('The captain');
  // A choice cut short: the checker's hint shows on the card, and the question is kept.
  await form.getByLabel('Choice 3', { exact: true }).fill('A seagull with the');
  await form.getByLabel('Choice 1 is correct').check();
  await form.getByLabel('Why is the answer right?').fill('The story tells us Pebble helps with the lamp.');
  const evidence = form.getByRole('group', { name: 'Evidence' }).getByRole('button').first();
  const sentence = ((await evidence.textContent()) ?? '').trim();
  expect(paragraphs[0]).toContain(sentence);
  await evidence.click();
  await expect.poll(() => evidence.getAttribute('aria-pressed')).toBe('true');
  await form.getByRole('button', { name: 'Add question' }).click();
  await page.getByText('Question added', { exact: true }).waitFor();
  const written = sidebar.getByRole('article', { name: 'Who keeps the lighthouse lamp burning?' });
  await written.getByText('Written by you').waitFor();
  await written
    .getByRole('note', { name: 'Worth a second look' })
    .getByText('Some words may be missing or out of place.')
    .waitFor();
  await written.getByLabel('Evidence').getByText(sentence).waitFor();
  await saveScreenshotsAtBothWidths(page, 'editor-questions');
  await expect.poll(() => cards.count()).toBe(generatedCount + 1);

  // A choice left empty is refused in the form, with the contract's words, and nothing is sent.
  await sidebar.getByRole('button', { name: 'Write a question' }).click();
  await form.getByRole('button', { name: 'Add question' }).click();
  await form.getByText('Please write the question.').waitFor();
  await form.getByRole('button', { name: 'Cancel' }).click();
  await form.waitFor({ state: 'detached' });

  // Fix a generated question: its new wording replaces the old, and it becomes the teacher's.
  const generatedName = (await firstCard.getAttribute('aria-label')) ?? '';
  await sidebar.getByRole('article', { name: generatedName }).getByRole('button', { name: 'Edit' }).click();
  const editForm = page.getByRole('dialog', { name: 'Edit question' });
  await editForm.getByLabel('Question', { exact: true }).fill('What did Pebble do first?');
  await editForm.getByRole('button', { name: 'Save question' }).click();
  await page.getByText('Question updated', { exact: true }).waitFor();
  await sidebar
    .getByRole('article', { name: 'What did Pebble do first?' })
    .getByText('Written by you')
    .waitFor();

  // Replace gives another question, or says there is none.
  const replaceable = sidebar.getByRole('article').filter({ hasText: 'Generated' }).first();
  await replaceable.getByRole('button', { name: 'Replace' }).click();
  await page
    .getByText('Question replaced', { exact: true })
    .or(page.getByText('No other question', { exact: true }))
    .waitFor();

  // A pupil answers the teacher's question.
  const stamp = Date.now();
  const pupil = { email: `answers-${stamp}@example.test`, password: 'reading-time-42', name: 'Ada Answer' };
  const { token, uuid } = await invitedPupil(baseUrl, inject('mailDir'), {
    adminToken,
    textId,
    pupil,
    approve: true,
  });
  await page.getByRole('button', { name: 'Open user menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.waitForURL(`${baseUrl}/`);
  await signInThroughForm(baseUrl, page, pupil.email, pupil.password);
  await page.goto(`${baseUrl}/assignments/${uuid}`);
  const teacherQuestion = page.getByRole('radiogroup', { name: /Who keeps the lighthouse lamp burning\?/ });
  await teacherQuestion.getByRole('radio', { name: 'Pebble the cat' }).click();
  const detail = await readerPayload(baseUrl, uuid, token);
  const question = detail.questions.find((q) => q.content === 'Who keeps the lighthouse lamp burning?');
  const choice = question?.choices.find((c) => c.text === 'Pebble the cat');
  expect(choice).toBeDefined();
  await expect
    .poll(async () => (await readerPayload(baseUrl, uuid, token)).answers, { timeout: 15_000 })
    .toContainEqual({ question_id: question?.id, choice_id: choice?.id });
});
