import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '#test/harness/test-app.ts';
import { createTestUser } from '#test/harness/users.ts';
import { callApi } from './texts-api.ts';
import { uploadEpub } from './texts-epub-upload.ts';

const bytes = readFileSync(join(process.cwd(), '../shared/fixtures/epub/hefty-water.epub'));

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const download = (id: number, headers: Record<string, string>) =>
  fetch(`${t.baseUrl}/api/texts/${id}/epub`, { headers });

describe('GET /api/texts/{id}/epub', () => {
  it('serves the original file to the owner and to assignees, and 404 to everyone else', async () => {
    const owner = await createTestUser(t.database, { admin: true });
    const assignee = await createTestUser(t.database);
    const adminAssignee = await createTestUser(t.database, { admin: true });
    const otherPupil = await createTestUser(t.database);
    const otherAdmin = await createTestUser(t.database, { admin: true });
    const id = (await uploadEpub(t.baseUrl, owner.headers, bytes)).body.data.id;
    for (const user of [assignee, adminAssignee]) {
      const assigned = await callApi(t.baseUrl, 'POST', `/api/texts/${id}/assign`, owner.headers, {
        email: user.user.email,
      });
      expect(assigned.status).toBe(201);
    }

    for (const reader of [owner, assignee, adminAssignee]) {
      const res = await download(id, reader.headers);
      expect(res.status, reader.user.email).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/epub+zip');
      expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
    }
    for (const stranger of [otherPupil, otherAdmin]) {
      const res = await download(id, stranger.headers);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('Hefty');
    }
    expect((await download(id, {})).status).toBe(401);
  });

  it('gives an assignee of another text 404', async () => {
    const owner = await createTestUser(t.database, { admin: true });
    const pupil = await createTestUser(t.database);
    const assignedId = (await uploadEpub(t.baseUrl, owner.headers, bytes)).body.data.id;
    const otherId = (await uploadEpub(t.baseUrl, owner.headers, bytes)).body.data.id;
    await callApi(t.baseUrl, 'POST', `/api/texts/${assignedId}/assign`, owner.headers, {
      email: pupil.user.email,
    });
    expect((await download(assignedId, pupil.headers)).status).toBe(200);
    expect((await download(otherId, pupil.headers)).status).toBe(404);
  });
});
