import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignResponseSchema } from '#contract/assignments.ts';
import { readerAssignmentResponseSchema } from '#contract/reading.ts';
import {
  epubUploadResponseSchema,
  textDetailResponseSchema,
  textListResponseSchema,
} from '#contract/texts.ts';
import {
  drawnPicture,
  PICTURE_BOOK_TITLE,
  pictureBookEpub,
  pictureBookParagraphs,
} from '#test/harness/picture-book.ts';
import { startTestApp, type TestApp } from '#test/harness/test-app.ts';
import { createTestUser } from '#test/harness/users.ts';
import { callApi } from './texts-api.ts';
import { buildEpub } from './texts-epub-builder.ts';
import { storedUploads, uploadEpub } from './texts-epub-upload.ts';

let t: TestApp;
let book: Uint8Array;
beforeAll(async () => {
  t = await startTestApp();
  book = await pictureBookEpub();
});
afterAll(() => t.close());

const get = (path: string, headers: Record<string, string>) => fetch(`${t.baseUrl}${path}`, { headers });
const imageName = /^\/api\/texts\/(\d+)\/images\/[\da-f-]{36}\.(jpg|png|webp)$/;

describe('a picture book', () => {
  it('is imported with its pictures before their paragraphs, its cover, and the hostile pictures left out', async () => {
    const owner = await createTestUser(t.database, { admin: true });
    const res = await uploadEpub(t.baseUrl, owner.headers, book);
    expect(res.status).toBe(201);
    const upload = epubUploadResponseSchema.parse(res.body);
    expect(upload.message).toBe('EPUB uploaded successfully, but 3 pictures were left out.');
    expect(upload.dropped_images).toEqual([
      'bomb.png was left out: it is too large (30000×30000).',
      'broken.png was left out: it is not a picture that can be read.',
      'scripted.svg was left out: it is an SVG with a script or outside references.',
    ]);
    const id = upload.data.id;
    expect(upload.data).toMatchObject({ title: PICTURE_BOOK_TITLE, paragraphs_count: 4 });
    expect(upload.data.cover?.src).toMatch(imageName);

    const detail = textDetailResponseSchema.parse(
      (await callApi(t.baseUrl, 'GET', `/api/texts/${id}`, owner.headers)).body,
    );
    expect(detail.data.cover).toEqual(upload.data.cover);
    const paragraphs = detail.data.chunks.flatMap((chunk) => chunk.paragraphs);
    // The image-only page went with the next paragraph: indexes and sections are the text's alone.
    expect(paragraphs.map((p) => [p.paragraph_index, p.content])).toEqual(
      pictureBookParagraphs.map((c, i) => [i, c]),
    );
    expect(
      paragraphs.map((p) => p.images?.map(({ alt, width, height }) => ({ alt, width, height }))),
    ).toEqual([
      [{ alt: 'Fox in the grass', width: 800, height: 600 }],
      [
        { alt: '', width: 800, height: 600 },
        // 3200×1200 in the book: scaled to 1600 on its long side for tablets, as WebP.
        { alt: 'The whole night sky', width: 1600, height: 600 },
      ],
      undefined,
      undefined,
    ]);
    for (const image of paragraphs.flatMap((p) => p.images ?? [])) expect(image.src).toMatch(imageName);
    expect(paragraphs[1]?.images?.[1]?.src).toMatch(/\.webp$/);

    const list = textListResponseSchema.parse(
      (await callApi(t.baseUrl, 'GET', '/api/texts', owner.headers)).body,
    );
    expect(list.data.find((text) => text.id === id)?.cover).toEqual(upload.data.cover);
    const editor = await callApi(t.baseUrl, 'GET', `/api/texts/${id}/paragraphs`, owner.headers);
    expect(editor.body.data[0].images).toEqual(paragraphs[0]?.images);
  });

  it('serves its pictures to the owner and the assignees with immutable caching, 404 to anyone else', async () => {
    const owner = await createTestUser(t.database, { admin: true });
    const pupil = await createTestUser(t.database);
    const otherPupil = await createTestUser(t.database);
    const otherAdmin = await createTestUser(t.database, { admin: true });
    const upload = epubUploadResponseSchema.parse((await uploadEpub(t.baseUrl, owner.headers, book)).body);
    const id = upload.data.id;
    const assigned = await callApi(t.baseUrl, 'POST', `/api/texts/${id}/assign`, owner.headers, {
      email: pupil.user.email,
    });
    const { uuid } = assignResponseSchema.parse(assigned.body).data;
    const pulled = (await callApi(t.baseUrl, 'GET', `/api/assignments/${uuid}`, pupil.headers)).body;
    // The pull is written without the schema's pass (typedResponse): nothing beyond the schema.
    expect(pulled).toStrictEqual(readerAssignmentResponseSchema.parse(pulled));
    const review = (await callApi(t.baseUrl, 'GET', `/api/assignments/${uuid}`, owner.headers)).body;
    expect(review.data.review).toBeDefined();
    expect(review).toStrictEqual(readerAssignmentResponseSchema.parse(review));
    const reader = readerAssignmentResponseSchema.parse(pulled).data;
    expect(reader.text.cover).toEqual(upload.data.cover);
    const fox = reader.text.chunks[0]?.paragraphs[0]?.images?.[0];
    const sky = reader.text.chunks[0]?.paragraphs[1]?.images?.[1];
    if (!fox || !sky || !reader.text.cover) throw new Error('the reader payload lacks the pictures');

    for (const who of [owner, pupil]) {
      for (const [src, type, width] of [
        [fox.src, 'image/png', 800],
        [sky.src, 'image/webp', 1600],
        [reader.text.cover.src, 'image/jpeg', 600],
      ] as const) {
        const res = await get(src, who.headers);
        expect(res.status, `${who.user.email} ${src}`).toBe(200);
        expect(res.headers.get('content-type')).toBe(type);
        expect(res.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
        expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width).toBe(width);
      }
    }
    for (const stranger of [otherPupil, otherAdmin])
      expect((await get(fox.src, stranger.headers)).status).toBe(404);
    expect((await get(fox.src, {})).status).toBe(401);
    // Another text's address for the same picture name is not this picture.
    const other = (await uploadEpub(t.baseUrl, owner.headers, book)).body.data.id;
    expect((await get(fox.src.replace(`/texts/${id}/`, `/texts/${other}/`), owner.headers)).status).toBe(404);
  });

  it('imports a book with an empty picture file, leaving out that picture (it used to fail with a 500)', async () => {
    const owner = await createTestUser(t.database, { admin: true });
    const epub = buildEpub({
      chapters: ['<img src="empty.png" alt="Nothing"/><p>The fox ran into the wood before the rain.</p>'],
      extra: { 'OEBPS/empty.png': new Uint8Array() },
    });
    const res = await uploadEpub(t.baseUrl, owner.headers, epub);
    expect(res.status).toBe(201);
    const upload = epubUploadResponseSchema.parse(res.body);
    expect(upload.dropped_images).toEqual(['empty.png was left out: it is not a picture that can be read.']);
    expect(upload.data.paragraphs_count).toBe(1);
  });

  it('keeps a real book’s declared cover, and a refused or deleted book leaves no picture behind', async () => {
    const owner = await createTestUser(t.database, { admin: true });
    const fixture = readFileSync(join(process.cwd(), '../shared/fixtures/epub/wasteland.epub'));
    const wasteland = epubUploadResponseSchema.parse(
      (await uploadEpub(t.baseUrl, owner.headers, fixture)).body,
    );
    const cover = await get(wasteland.data.cover?.src ?? '', owner.headers);
    expect(cover.status).toBe(200);
    expect(cover.headers.get('content-type')).toBe('image/jpeg');

    const before = storedUploads(t.dataDir);
    // Pictures but no text: refused, and none of its pictures stays stored.
    const noText = buildEpub({
      chapters: ['<img src="a.png" alt="a"/>'],
      extra: { 'OEBPS/a.png': await drawnPicture(20, 20, 'png') },
    });
    expect((await uploadEpub(t.baseUrl, owner.headers, noText)).status).toBe(422);
    expect(storedUploads(t.dataDir)).toEqual(before);

    const picture = epubUploadResponseSchema.parse((await uploadEpub(t.baseUrl, owner.headers, book)).body);
    expect(storedUploads(t.dataDir).length).toBe(before.length + 5); // the EPUB, the cover, three pictures
    expect((await callApi(t.baseUrl, 'DELETE', `/api/texts/${picture.data.id}`, owner.headers)).status).toBe(
      200,
    );
    expect(storedUploads(t.dataDir).sort()).toEqual([...before].sort());
  });

  it('reads a fixed-layout book whose text is only in SVG, which used to be refused as having no text', async () => {
    const owner = await createTestUser(t.database, { admin: true });
    const page = (lines: string) =>
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600"><image width="800" height="600" href="p.png"/>${lines}</svg>`;
    const epub = buildEpub({
      chapters: [
        page(
          '<text x="40" y="500">The owl </text><text y="500"><tspan x="140">w</tspan><tspan x="152">o</tspan><tspan x="164">k</tspan><tspan x="176">e</tspan></text><text x="40" y="530">at night.</text>',
        ),
        page('<text x="40 52 64 76" y="80">Then</text><text x="100" y="80">it flew.</text>'),
      ],
      extra: { 'OEBPS/p.png': await drawnPicture(80, 60, 'png') },
    });
    const res = await uploadEpub(t.baseUrl, owner.headers, epub);
    expect(res.status).toBe(201);
    const detail = textDetailResponseSchema.parse(
      (await callApi(t.baseUrl, 'GET', `/api/texts/${res.body.data.id}`, owner.headers)).body,
    );
    const paragraphs = detail.data.chunks.flatMap((chunk) => chunk.paragraphs);
    expect(paragraphs.map((p) => p.content)).toEqual(['The owl woke at night.', 'Then it flew.']);
    expect(paragraphs.map((p) => p.images?.length)).toEqual([1, 1]);
  });

  it('reads a fixed-layout book of positioned HTML in the page order, its picture before the words', async () => {
    const owner = await createTestUser(t.database, { admin: true });
    const box = (top: number, left: number, words: string) =>
      `<div style="position:absolute; top:${top}px; left:${left}px">${words}</div>`;
    const epub = buildEpub({
      chapters: [
        // The markup lists the boxes out of order, as page-layout tools often write them.
        `<div><img src="p.png" alt="An owl on a branch"/></div>${box(530, 40, 'at night.')}${box(500, 160, 'woke')}${box(500, 40, 'The owl')}${box(700, 40, 'The end.')}`,
      ],
      extra: { 'OEBPS/p.png': await drawnPicture(80, 60, 'png') },
    });
    const res = await uploadEpub(t.baseUrl, owner.headers, epub);
    expect(res.status).toBe(201);
    const detail = textDetailResponseSchema.parse(
      (await callApi(t.baseUrl, 'GET', `/api/texts/${res.body.data.id}`, owner.headers)).body,
    );
    const paragraphs = detail.data.chunks.flatMap((chunk) => chunk.paragraphs);
    expect(paragraphs.map((p) => p.content)).toEqual(['The owl woke at night.', 'The end.']);
    expect(paragraphs.map((p) => p.images?.map((image) => image.alt))).toEqual([
      ['An owl on a branch'],
      undefined,
    ]);
  });
});
