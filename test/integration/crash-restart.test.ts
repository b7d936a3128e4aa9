import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questionGenerationPaths } from '#contract/questions.ts';
import { textListResponseSchema } from '#contract/texts.ts';
import { type CrashableServer, startCrashableServer } from '#test/harness/crashable-server.ts';
import { createStoryText, generationStatusOf, questionsBySection, waitUntil } from './questions-fixtures.ts';
import { callApi } from './texts-api.ts';
import { buildEpub } from './texts-epub-builder.ts';
import { uploadEpub } from './texts-epub-upload.ts';

// The server process killed with SIGKILL in the middle of a write, then started again on the same
// DATA_DIR (embedded PGlite on disk): what it stored is whole or absent, nothing is left behind, and
// unfinished work is finished.

const ADMIN = { ADMIN_EMAIL: 'crash@example.test', ADMIN_PASSWORD: 'correct horse battery' };
let server: CrashableServer;
let owner: Record<string, string>;

async function signIn() {
  const res = await callApi(
    server.baseUrl,
    'POST',
    '/api/login',
    { accept: 'application/json' },
    {
      email: ADMIN.ADMIN_EMAIL,
      password: ADMIN.ADMIN_PASSWORD,
    },
  );
  expect(res.status).toBe(200);
  owner = { authorization: `Bearer ${res.body.token}`, accept: 'application/json' };
}

beforeAll(async () => {
  server = await startCrashableServer(ADMIN);
  await signIn();
}, 120_000);
afterAll(async () => {
  await server?.stop();
  server?.remove();
});

const epubFiles = () => {
  try {
    return readdirSync(join(server.dataDir, 'uploads')).filter((name) => name.endsWith('.epub'));
  } catch {
    return [];
  }
};

/** Resolves when `found` holds, checking every millisecond (a write is over in a few). */
async function whenFound(found: () => boolean, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!found()) {
    if (Date.now() > deadline) throw new Error('never happened');
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
}

describe('SIGKILL during an EPUB import', () => {
  it('leaves no partial text and no orphaned file, and the next import works', {
    timeout: 180_000,
  }, async () => {
    // A book big enough that reading and inserting it takes a while after its file is stored.
    const chapters = Array.from({ length: 40 }, (_, c) =>
      Array.from(
        { length: 150 },
        (_, p) => `<p>Chapter ${c + 1}, paragraph ${p + 1}: the fox ran on.</p>`,
      ).join(''),
    );
    const book = buildEpub({ title: 'Crash Course', chapters });
    const upload = uploadEpub(server.baseUrl, owner, book).catch((error: unknown) => error);
    // The import has begun once its file exists: kill the process while the text is being inserted.
    await whenFound(() => epubFiles().length > 0);
    await server.kill();
    expect(await upload).toBeInstanceOf(Error);

    await server.restart();
    await signIn();
    const texts = textListResponseSchema.parse(
      (await callApi(server.baseUrl, 'GET', '/api/texts', owner)).body,
    ).data;
    for (const text of texts) {
      // Whole or absent: a text that survived has every paragraph and its whole file.
      expect(text.paragraphs_count).toBe(40 * 150);
      expect(text.epub_file_path).not.toBeNull();
      expect(readFileSync(join(server.dataDir, String(text.epub_file_path))).equals(Buffer.from(book))).toBe(
        true,
      );
    }
    const referenced = texts.map((text) => String(text.epub_file_path).replace(/^uploads\//, ''));
    expect(epubFiles().filter((name) => !referenced.includes(name))).toEqual([]);

    const again = await uploadEpub(server.baseUrl, owner, book);
    expect(again.status).toBe(201);
    expect(again.body.data.paragraphs_count).toBe(40 * 150);
  });
});

describe('SIGKILL during question generation', () => {
  it('runs the unfinished section jobs again after the restart, each section once', {
    timeout: 180_000,
  }, async () => {
    const sections = 80;
    const textId = await createStoryText(server.baseUrl, owner, sections * 4);
    const triggered = await callApi(server.baseUrl, 'POST', questionGenerationPaths.trigger(textId), owner);
    expect(triggered.body.data.jobs_dispatched).toBe(sections);
    // Killed once some sections are done and others are not.
    await waitUntil(
      () => generationStatusOf(server.baseUrl, owner, textId),
      (status) => status.completed > 0,
      30_000,
    );
    await server.kill();

    await server.restart();
    await signIn();
    const status = await waitUntil(
      () => generationStatusOf(server.baseUrl, owner, textId),
      (s) => s.pending + s.running === 0,
      // The jobs that were running retry after their retry delay (10 s, with jitter), on a loaded machine.
      90_000,
    );
    expect(status).toEqual({ pending: 0, running: 0, completed: sections, failed: 0 });
    const questions = await questionsBySection(server.baseUrl, owner, textId);
    for (let section = 0; section < sections; section++) {
      const contents = questions.filter((q) => q.section === section).map((q) => q.content);
      expect(contents.length, `section ${section}`).toBeGreaterThan(0);
      expect(new Set(contents).size, `section ${section}`).toBe(contents.length);
    }
  });
});
