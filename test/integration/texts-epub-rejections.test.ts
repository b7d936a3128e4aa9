import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { strToU8 } from 'fflate';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isEpubTooLarge, MAX_EPUB_BYTES } from '#contract/texts.ts';
import { startTestApp, type TestApp } from '#test/harness/test-app.ts';
import { createTestUser } from '#test/harness/users.ts';
import { callApi } from './texts-api.ts';
import { buildEpub } from './texts-epub-builder.ts';
import { storedUploads, uploadEpub } from './texts-epub-upload.ts';

const fixture = (name: string) => readFileSync(join(process.cwd(), '../shared/fixtures/epub', name));

let t: TestApp;
let owner: Record<string, string>;
const textCount = async () => (await callApi(t.baseUrl, 'GET', '/api/texts', owner)).body.data.length;

beforeAll(async () => {
  t = await startTestApp();
  owner = (await createTestUser(t.database, { admin: true })).headers;
});
afterAll(() => t.close());

describe('refused EPUB uploads leave no file and no rows', () => {
  let textsBefore: number;
  beforeEach(async () => {
    textsBefore = await textCount();
  });
  const expectNothingStored = async () => {
    expect(storedUploads(t.dataDir)).toEqual([]);
    expect(await textCount()).toBe(textsBefore);
  };

  it('refuses a file of exactly 10 MB, as the upload form does ("less than 10MB")', async () => {
    const exact = new Uint8Array(MAX_EPUB_BYTES);
    exact.set(fixture('wasteland.epub'));
    expect(isEpubTooLarge(exact.length)).toBe(true);
    const res = await uploadEpub(t.baseUrl, owner, exact);
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('EPUB file size must be less than 10MB.');
    // One byte less is not too large (this one is then refused as a damaged book, not for its size).
    const justUnder = await uploadEpub(t.baseUrl, owner, exact.subarray(0, MAX_EPUB_BYTES - 1));
    expect(justUnder.status).not.toBe(413);
  });

  it('refuses a file over 10 MB with the message of docs/product.md §5', async () => {
    const big = new Uint8Array(11 * 1024 * 1024);
    big.set(fixture('wasteland.epub'));
    const res = await uploadEpub(t.baseUrl, owner, big);
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('EPUB file size must be less than 10MB.');
    await expectNothingStored();
  });

  it('refuses a text file renamed to .epub', async () => {
    const res = await uploadEpub(t.baseUrl, owner, strToU8('Just a story.\n\nNot a book.'), {}, 'story.epub');
    expect(res.status).toBe(422);
    expect(res.body.message).toMatch(/not an EPUB/);
    await expectNothingStored();
  });

  it('refuses a zip without the EPUB mimetype and container', async () => {
    const { zipSync } = await import('fflate');
    const res = await uploadEpub(t.baseUrl, owner, zipSync({ 'chapter.xhtml': strToU8('<p>Hello</p>') }));
    expect(res.status).toBe(422);
    expect(res.body.message).toMatch(/not an EPUB/);
    await expectNothingStored();
  });

  it('refuses a truncated zip', async () => {
    const whole = fixture('wasteland.epub');
    const res = await uploadEpub(t.baseUrl, owner, whole.subarray(0, Math.floor(whole.length / 2)));
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('The EPUB file is corrupt or incomplete.');
    await expectNothingStored();
  });

  it('refuses a zip bomb: a tiny archive that would inflate past the cap', async () => {
    // 120 MB of zeros deflates to about 120 KB.
    const huge = new Uint8Array(120 * 1024 * 1024);
    const bomb = buildEpub({
      chapters: ['<p>Short.</p>'],
      extra: { 'OEBPS/c0.xhtml': [huge, { level: 1 }] },
    });
    expect(bomb.length).toBeLessThan(10 * 1024 * 1024);
    const res = await uploadEpub(t.baseUrl, owner, bomb);
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('The EPUB is too large once unpacked.');
    await expectNothingStored();
  });

  it('refuses an archive with too many entries', async () => {
    const extra = Object.fromEntries(
      Array.from({ length: 2500 }, (_, i) => [`OEBPS/f${i}.txt`, strToU8('x')]),
    );
    const res = await uploadEpub(t.baseUrl, owner, buildEpub({ chapters: ['<p>Hi.</p>'], extra }));
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('The EPUB has too many files in it.');
    await expectNothingStored();
  });

  it('refuses a book with no readable text', async () => {
    const res = await uploadEpub(
      t.baseUrl,
      owner,
      buildEpub({ chapters: ['<div><img src="a.png" alt=""/></div>'] }),
    );
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('The EPUB has no readable text.');
    await expectNothingStored();
  });

  it('refuses a book whose package document is broken XML', async () => {
    const broken =
      '<?xml version="1.0"?><package><metadata><dc:title>Broken</dc:title></metadata><spine><itemref idref="c0"/';
    const res = await uploadEpub(
      t.baseUrl,
      owner,
      buildEpub({ chapters: ['<p>Text.</p>'], extra: { 'OEBPS/content.opf': strToU8(broken) } }),
    );
    expect(res.status).toBe(422);
    expect(res.body.message).toBe("The EPUB's package document is not readable XML.");
    await expectNothingStored();
  });

  it('refuses a form without a file', async () => {
    const form = new FormData();
    form.append('title', 'No file');
    const res = await fetch(`${t.baseUrl}/api/texts/upload-epub`, {
      method: 'POST',
      headers: owner,
      body: form,
    });
    expect(res.status).toBe(422);
    expect((await res.json()).message).toBe('Please select an EPUB file.');
    await expectNothingStored();
  });

  it('removes the file again when the database refuses the text', async () => {
    // A real failure inside the import's transaction, while or after the file is written.
    await t.database.executeSql(`
      create function refuse_marked_book() returns trigger language plpgsql as $$
      begin if 'DATABASE-REFUSES' = any(new.contents) then raise exception 'refused'; end if; return new; end $$;
      create trigger refuse_marked_book before insert on text_paragraphs for each row execute function refuse_marked_book();`);
    try {
      const res = await uploadEpub(t.baseUrl, owner, buildEpub({ chapters: ['<p>DATABASE-REFUSES</p>'] }));
      expect(res.status).toBe(500);
    } finally {
      await t.database.executeSql(
        'drop trigger refuse_marked_book on text_paragraphs; drop function refuse_marked_book();',
      );
    }
    await expectNothingStored();
  });
});

describe('markup in an EPUB', () => {
  it('never stores script text, styles, notes or navigation: only the words of the book', async () => {
    const chapter = [
      '<h1>Chapter <em>One</em></h1>',
      '<script>document.title = "SCRIPT-SECRET";</script>',
      '<style>p { color: red } /* STYLE-SECRET */</style>',
      '<nav epub:type="toc"><ol><li>NAV-SECRET</li></ol></nav>',
      '<p onclick="alert(1)">The fox &amp; the hound<a epub:type="noteref" href="#n1">1</a> ran&#x21;</p>',
      '<aside epub:type="footnote" id="n1"><p>NOTE-SECRET</p></aside>',
      '<p>Tom said &lt;b&gt;hi&lt;/b&gt;.</p>',
    ].join('\n');
    const res = await uploadEpub(
      t.baseUrl,
      owner,
      buildEpub({ title: 'Safe &amp; Sound', chapters: [chapter] }),
    );
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ title: 'Safe & Sound', author: 'Test Writer' });
    const { body } = await callApi(t.baseUrl, 'GET', `/api/texts/${res.body.data.id}/paragraphs`, owner);
    expect(body.data.map((p: { content: string }) => p.content)).toEqual([
      'Chapter One',
      'The fox & the hound ran!',
      'Tom said <b>hi</b>.',
    ]);
    expect(JSON.stringify(body)).not.toMatch(/SECRET|alert|onclick/);
  });
});
