import { questionGenerationPaths, questionGenerationStatusResponseSchema } from '#contract/questions.ts';
import { paragraphsResponseSchema, sectionOf } from '#contract/texts.ts';
import { sampleStories } from '#server/modules/texts/sample-stories.ts';
import { callApi } from './texts-api.ts';

/** `count` paragraphs of real prose: the sample stories' paragraphs, over and over. */
export function storyParagraphs(count: number): string[] {
  const pool = sampleStories.flatMap((story) => story.content.split(/\n\s*\n/).map((p) => p.trim()));
  return Array.from({ length: count }, (_, i) => pool[i % pool.length] ?? '');
}

export async function createStoryText(baseUrl: string, headers: Record<string, string>, paragraphs: number) {
  const content = storyParagraphs(paragraphs).join('\n\n');
  const res = await callApi(baseUrl, 'POST', '/api/texts', headers, {
    title: 'Island Tales',
    author: 'RR',
    content,
  });
  if (res.status !== 201) throw new Error(`text not created: ${res.status}`);
  return res.body.data.id as number;
}

export async function generationStatusOf(baseUrl: string, headers: Record<string, string>, textId: number) {
  const res = await callApi(baseUrl, 'GET', questionGenerationPaths.status(textId), headers);
  return questionGenerationStatusResponseSchema.parse(res.body).data;
}

/** Every question of the text, with the section it belongs to. */
export async function questionsBySection(baseUrl: string, headers: Record<string, string>, textId: number) {
  const res = await callApi(baseUrl, 'GET', `/api/texts/${textId}/paragraphs`, headers);
  const rows = paragraphsResponseSchema.parse(res.body).data;
  return rows.flatMap((row) => row.questions.map((q) => ({ ...q, section: sectionOf(row.paragraph_index) })));
}

/** Polls `read` every 100 ms until `done` holds; fails after `timeoutMs`. */
export async function waitUntil<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out; last value ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
