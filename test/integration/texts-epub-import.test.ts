import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paragraphsResponseSchema, textWriteResponseSchema } from '#contract/texts.ts';
import { startTestApp, type TestApp } from '#test/harness/test-app.ts';
import { createTestUser } from '#test/harness/users.ts';
import { callApi } from './texts-api.ts';
import { storedUploads, uploadEpub } from './texts-epub-upload.ts';

const fixturesDir = join(process.cwd(), '../shared/fixtures/epub');
const fixtureFiles = readdirSync(fixturesDir).filter((name) => name.endsWith('.epub'));

/** What each fixture's metadata says, and paragraphs that must appear in this order (spine order). */
const expected: Record<string, { title: string; author: string; inOrder: string[] }> = {
  'childrens-literature.epub': {
    title: "Children's Literature",
    author: 'Charles Madison Curry, Erle Elsworth Clippinger',
    inOrder: ['SECTION IV FAIRY STORIES—MODERN FANTASTIC TALES', 'BIBLIOGRAPHY'],
  },
  'epub30-spec.epub': {
    title: 'EPUB 3.0 Specification',
    author: 'EPUB 3 Working Group',
    inOrder: [
      // The terminology document is in the spine with linear="no": left out like any non-linear item.
      ...['EPUB 3.0 Specification', 'EPUB 3 Overview', 'EPUB Publications 3.0'],
      ...['EPUB Content Documents 3.0', 'EPUB Media Overlays 3.0', 'EPUB Open Container Format (OCF) 3.0'],
      ...['Acknowledgements and Contributors', 'References', 'EPUB 3 Changes from EPUB 2.0.1'],
    ],
  },
  'hefty-water.epub': {
    title: 'Hefty Water',
    author: 'Unknown author',
    inOrder: ['Hefty Water', 'The Switch'],
  },
  'regime-anticancer-arabic.epub': {
    title: 'Le Vrai Régime anti-cancer',
    author: 'Pr David Khayat, Nathalie Hutter-Lardeau, Marina Khalil Fayad',
    inOrder: ['الفصل الثاني', 'ما هو السرطان؟', 'من أين تأتي الحياة؟'],
  },
  'trees.epub': {
    title: 'Trees',
    author: 'Unknown author',
    inOrder: ['Trees', 'Classification', 'Morphology'],
  },
  'wasteland.epub': {
    title: 'The Waste Land',
    author: 'T.S. Eliot',
    inOrder: [
      'The Waste Land',
      'I. THE BURIAL OF THE DEAD',
      'April is the cruellest month, breeding',
      'Shantih shantih shantih',
    ],
  },
};

/** Every XHTML document of the book, as written (to tell escaped text from real markup). */
function xhtmlSources(bytes: Uint8Array): string {
  const files = unzipSync(bytes, { filter: (file) => /\.x?html?$/.test(file.name) });
  return Object.values(files)
    .map((file) => strFromU8(file))
    .join('\n');
}

let t: TestApp;
let owner: Record<string, string>;
beforeAll(async () => {
  t = await startTestApp();
  owner = (await createTestUser(t.database, { admin: true })).headers;
});
afterAll(() => t.close());

describe('EPUB import of every fixture through POST /api/texts/upload-epub', () => {
  it('has expectations for every fixture', () => {
    expect(fixtureFiles.sort()).toEqual(Object.keys(expected).sort());
  });

  it.each(fixtureFiles)('%s', async (file) => {
    const bytes = readFileSync(join(fixturesDir, file));
    const res = await uploadEpub(t.baseUrl, owner, bytes);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { data } = textWriteResponseSchema.parse(res.body);
    const want = expected[file];
    expect(data).toMatchObject({ title: want?.title, author: want?.author, status: 'draft' });
    expect(data.epub_file_path).toMatch(/^uploads\/[0-9a-f-]{36}\.epub$/);
    expect(data.word_count).toBeGreaterThan(0);

    const listed = await callApi(t.baseUrl, 'GET', `/api/texts/${data.id}/paragraphs`, owner);
    const paragraphs = paragraphsResponseSchema.parse(listed.body).data.map((p) => p.content);
    expect(paragraphs.length).toBe(data.paragraphs_count);
    const positions = (want?.inOrder ?? []).map((line) => paragraphs.indexOf(line));
    expect(
      positions.every((at) => at >= 0),
      `${positions}`,
    ).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));

    const sources = xhtmlSources(bytes);
    const scripts = [...sources.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map(
      (m) => m[1]?.trim() ?? '',
    );
    for (const paragraph of paragraphs) {
      expect(paragraph).toBe(paragraph.trim());
      expect(paragraph).not.toMatch(/\s{2,}|&(?:amp|lt|gt|quot|nbsp|#\d+);/);
      // A "<tag" in the text must be an escaped sample in the book (&lt;tag), never real markup.
      for (const [tag] of paragraph.matchAll(/<[A-Za-z/!?][^\s>]*/g))
        expect(sources).toContain(`&lt;${tag.slice(1)}`);
      for (const script of scripts)
        if (script.length > 10) expect(paragraph).not.toContain(script.slice(0, 40));
    }

    expect(storedUploads(t.dataDir)).toContain(data.epub_file_path?.slice('uploads/'.length));
    const served = await fetch(`${t.baseUrl}/api/texts/${data.id}/epub`, { headers: owner });
    expect(served.headers.get('content-type')).toBe('application/epub+zip');
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('keeps right-to-left Arabic text exactly as written', async () => {
    const bytes = readFileSync(join(fixturesDir, 'regime-anticancer-arabic.epub'));
    const { data } = (await uploadEpub(t.baseUrl, owner, bytes)).body;
    const { body } = await callApi(t.baseUrl, 'GET', `/api/texts/${data.id}/paragraphs`, owner);
    const arabic = body.data.filter((p: { content: string }) => /[\u0600-\u06FF]/.test(p.content));
    expect(arabic.length).toBeGreaterThan(100);
    expect(arabic[3].content).toMatch(/^حسنًا! إن أردنا أن نفهم الآن كيف يمكن للأغذية/);
  });

  it('lets the form’s title and author win over the metadata', async () => {
    const bytes = readFileSync(join(fixturesDir, 'trees.epub'));
    const res = await uploadEpub(t.baseUrl, owner, bytes, { title: 'My Trees', author: 'Ms Oak' });
    expect(res.body.data).toMatchObject({ title: 'My Trees', author: 'Ms Oak' });
  });

  it('deletes the stored EPUB file with its text', async () => {
    const { data } = (await uploadEpub(t.baseUrl, owner, readFileSync(join(fixturesDir, 'hefty-water.epub'))))
      .body;
    const stored = data.epub_file_path.slice('uploads/'.length);
    expect(storedUploads(t.dataDir)).toContain(stored);
    expect((await callApi(t.baseUrl, 'DELETE', `/api/texts/${data.id}`, owner)).status).toBe(200);
    expect(storedUploads(t.dataDir)).not.toContain(stored);
    expect((await fetch(`${t.baseUrl}/api/texts/${data.id}/epub`, { headers: owner })).status).toBe(404);
  });
});
