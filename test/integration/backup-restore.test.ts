import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Database, openDatabase } from '#server/db/database.ts';
import { runBackupCommand, startBackupCommand } from '#test/harness/backup-commands.ts';
import { pictureBookEpub } from '#test/harness/picture-book.ts';
import { everyRowAt, everyRowOf } from '#test/harness/table-rows.ts';
import { startTestApp, type TestApp } from '#test/harness/test-app.ts';
import { createEmptyPostgresDatabase, templateDump } from '#test/harness/test-database.ts';
import { createTestUser } from '#test/harness/users.ts';
import { assignmentUuidOf, createTextWithQuestions, type FixtureQuestion } from './assignments-fixtures.ts';
import { createClassWithPupils, signedInPupil } from './classes-fixtures.ts';
import { callApi } from './texts-api.ts';
import { uploadEpub } from './texts-epub-upload.ts';

const migrationsDir = resolve('src/server/db/migrations');
const scratch = mkdtempSync(join(tmpdir(), 'rr-backup-'));
const serverUrl = process.env.TEST_DATABASE_URL;

let dataDir: string;
let database: Database;
let t: TestApp;
let pupil: { headers: Record<string, string>; uuid: string; questions: FixtureQuestion[] };

/** Every file under DATA_DIR/uploads and the generated keys, by path, as SHA-256. */
function filesOf(dir: string) {
  const sha256 = (path: string) => createHash('sha256').update(readFileSync(path)).digest('hex');
  const found: Record<string, string> = {};
  const uploads = join(dir, 'uploads');
  const listed = existsSync(uploads) ? readdirSync(uploads, { recursive: true, withFileTypes: true }) : [];
  for (const entry of listed) {
    const path = join(entry.parentPath, entry.name);
    if (entry.isFile()) found[relative(dir, path)] = sha256(path);
  }
  for (const key of ['app-key', 'vapid.json', 'realtime.json']) {
    if (existsSync(join(dir, key))) found[key] = sha256(join(dir, key));
  }
  return found;
}

const answer = (question: FixtureQuestion, key: string) =>
  callApi(
    t.baseUrl,
    'PUT',
    `/api/assignments/${pupil.uuid}/answers/${question.id}`,
    { ...pupil.headers, 'idempotency-key': key },
    { choice_id: question.correctChoiceId },
  );

/** A school's worth of everything, made through the API as people make it. */
async function fill() {
  const teacher = await createTestUser(t.database, { admin: true });
  const reader = await createTestUser(t.database);
  const classroom = await createClassWithPupils(t, teacher.headers, ['Ada Lovelace', 'Ben Brown']);
  const ada = await signedInPupil(t, classroom, 'Ada Lovelace');
  const text = await createTextWithQuestions(t, teacher.headers, 30);
  expect(
    (
      await callApi(t.baseUrl, 'POST', `/api/classes/${classroom.id}/assign`, teacher.headers, {
        text_id: text.textId,
      })
    ).status,
  ).toBe(201);
  const uuid = await assignmentUuidOf(t, ada.id, text.textId);
  pupil = { headers: ada.headers, uuid, questions: text.questions };

  // An e-mail assignment, accepted; another to an address with no account yet (an invitation).
  const assigned = await callApi(t.baseUrl, 'POST', `/api/texts/${text.textId}/assign`, teacher.headers, {
    email: reader.user.email,
    mode: 'practice',
  });
  expect(assigned.status).toBe(201);
  expect(
    (await callApi(t.baseUrl, 'POST', `/api/assignments/${assigned.body.data.uuid}/approve`, reader.headers))
      .status,
  ).toBe(200);
  expect(
    (
      await callApi(t.baseUrl, 'POST', `/api/texts/${text.textId}/assign`, teacher.headers, {
        email: 'new.parent@example.test',
      })
    ).status,
  ).toBe(201);
  // The reader answers, reads, finishes (the teacher gets a notification), and turns on push.
  for (const [index, question] of text.questions.entries()) {
    const res = await callApi(
      t.baseUrl,
      'PUT',
      `/api/assignments/${assigned.body.data.uuid}/answers/${question.id}`,
      { ...reader.headers, 'idempotency-key': `reader-${index}` },
      { choice_id: question.wrongChoiceId },
    );
    expect(res.status).toBe(200);
  }
  expect(
    (
      await callApi(
        t.baseUrl,
        'POST',
        `/api/assignments/${assigned.body.data.uuid}/reading-time`,
        reader.headers,
        { chunk_index: 0, seconds: 42 },
      )
    ).status,
  ).toBeLessThan(300);
  expect(
    (await callApi(t.baseUrl, 'POST', `/api/assignments/${assigned.body.data.uuid}/complete`, reader.headers))
      .status,
  ).toBe(200);
  const subscribed = await callApi(t.baseUrl, 'POST', '/api/push-subscriptions', reader.headers, {
    endpoint: 'http://127.0.0.1:9/push/reader',
    expirationTime: null,
    keys: {
      p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
      auth: 'tBHItJI5svbpez7KI4CCXg',
    },
  });
  expect(subscribed.status).toBe(204);
  // A picture book: the EPUB and its pictures in DATA_DIR/uploads; its questions are generated.
  const book = await uploadEpub(t.baseUrl, teacher.headers, await pictureBookEpub());
  expect(book.status).toBe(201);
  await callApi(
    t.baseUrl,
    'POST',
    `/api/texts/${book.body.data.id}/trigger-question-generation`,
    teacher.headers,
  );
  // The jobs run in the background: until they finish, the source would still change after its backup.
  await vi.waitFor(
    async () => {
      const status = await callApi(
        t.baseUrl,
        'GET',
        `/api/texts/${book.body.data.id}/question-generation`,
        teacher.headers,
      );
      expect(status.body.data.pending + status.body.data.running).toBe(0);
      expect(status.body.data.completed).toBeGreaterThan(0);
    },
    { timeout: 30_000, interval: 100 },
  );
  expect(
    (
      await callApi(
        t.baseUrl,
        'POST',
        '/api/forgot-password',
        { accept: 'application/json' },
        { email: teacher.user.email },
      )
    ).status,
  ).toBe(200);
  for (let index = 0; index < 3; index += 1) {
    const question = pupil.questions[index] as FixtureQuestion;
    expect((await answer(question, `before-${index}`)).status).toBe(200);
  }
}

beforeAll(async () => {
  dataDir = join(scratch, 'server');
  database = await openDatabase({
    dataDir: join(dataDir, 'db'),
    migrationsDir,
    loadDataDir: await templateDump(),
  });
  // The embedded default as a school runs it: PGlite in DATA_DIR, held by the server.
  t = await startTestApp({ DATA_DIR: dataDir }, { sharedDatabase: database });
  await fill();
}, 60_000);

afterAll(async () => {
  await t?.close();
  await database?.close();
  rmSync(scratch, { recursive: true, force: true });
});

let schoolBackup: Promise<{ file: string; output: string; code: number | null }> | undefined;
/** The backup of the filled server, taken once for the tests that need one. */
const backupOfSchool = () => {
  const file = join(scratch, 'school.rrbackup');
  schoolBackup ??= runBackupCommand('backup', file, { DATA_DIR: dataDir }).then((r) => ({ file, ...r }));
  return schoolBackup;
};

let freshRestore: Promise<{ dir: string; output: string; code: number | null }> | undefined;
/** The school's backup restored once into a fresh DATA_DIR, for the tests that compare with it. */
const restoredSchool = () => {
  const dir = join(scratch, 'fresh');
  freshRestore ??= backupOfSchool().then(({ file }) =>
    runBackupCommand('restore', file, { DATA_DIR: dir }).then((r) => ({ dir, ...r })),
  );
  return freshRestore;
};

async function restoredRows(env: Record<string, string>) {
  if (env.DATABASE_URL) return everyRowAt(env.DATABASE_URL);
  const restored = await openDatabase({ dataDir: join(env.DATA_DIR as string, 'db'), migrationsDir });
  try {
    return await everyRowOf(restored);
  } finally {
    await restored.close();
  }
}

describe('npm run backup and npm run restore', () => {
  it('back up a serving embedded database, and restore every row and file into a fresh DATA_DIR and PostgreSQL', async () => {
    // Only the server's own account may ask it for the database.
    expect(statSync(join(dataDir, 'backup.sock')).mode & 0o777).toBe(0o600);
    const { file, ...backup } = await backupOfSchool();
    expect(backup.output).toMatch(/Backup written to .*SHA-256 [\da-f]{64}/);
    expect(backup.code).toBe(0);
    const source = await everyRowOf(database);
    const sourceFiles = filesOf(dataDir);
    // Every table of ours has rows: a table the backup missed could not pass unnoticed.
    for (const [table, rows] of Object.entries(source)) expect(rows.length, table).toBeGreaterThan(0);
    expect(Object.keys(sourceFiles).filter((path) => path.startsWith('uploads/')).length).toBeGreaterThan(2);

    const { dir: fresh, ...restored } = await restoredSchool();
    expect(restored.output).toContain('Restored the backup');
    expect(restored.code).toBe(0);
    expect(await restoredRows({ DATA_DIR: fresh })).toEqual(source);
    expect(filesOf(fresh)).toEqual(sourceFiles);

    if (serverUrl) {
      const { url, drop } = await createEmptyPostgresDatabase(serverUrl);
      try {
        const up = join(scratch, 'up');
        const moved = await runBackupCommand('restore', file, { DATA_DIR: up, DATABASE_URL: url });
        expect(moved.code, moved.output).toBe(0);
        expect(await restoredRows({ DATABASE_URL: url })).toEqual(source);
        expect(filesOf(up)).toEqual(sourceFiles);
        // And down again: PostgreSQL's backup (pg_dump) restored into the embedded database.
        const fromPostgres = join(scratch, 'from-postgres.rrbackup');
        const again = await runBackupCommand('backup', fromPostgres, { DATA_DIR: up, DATABASE_URL: url });
        expect(again.code, again.output).toBe(0);
        const down = join(scratch, 'down');
        expect((await runBackupCommand('restore', fromPostgres, { DATA_DIR: down })).code).toBe(0);
        expect(await restoredRows({ DATA_DIR: down })).toEqual(source);
      } finally {
        await drop();
      }
    }
  }, 120_000);

  it('take an answer that arrives during the backup whole or not at all', async () => {
    const file = join(scratch, 'busy.rrbackup');
    const questions = pupil.questions.slice(3);
    let stop = false;
    const acknowledged: number[] = [];
    const statuses: number[] = [];
    const answering = (async () => {
      for (const [index, question] of questions.entries()) {
        if (stop) break;
        const res = await answer(question, `during-${index}`);
        statuses.push(res.status);
        if (res.status === 200) acknowledged.push(question.id);
      }
    })();
    // The backup starts once answers are flowing, and they keep flowing while it runs.
    while (statuses.length < 2) await new Promise((r) => setImmediate(r));
    const before = acknowledged.length;
    const backup = await runBackupCommand('backup', file, { DATA_DIR: dataDir });
    stop = true;
    await answering;
    expect(backup.code, backup.output).toBe(0);
    expect(statuses.every((status) => status === 200)).toBe(true);
    // Answers went on arriving while the backup ran.
    expect(acknowledged.length).toBeGreaterThan(before + 1);
    const fresh = join(scratch, 'busy');
    expect((await runBackupCommand('restore', file, { DATA_DIR: fresh })).code).toBe(0);
    const restored = await restoredRows({ DATA_DIR: fresh });
    const now = await everyRowOf(database);
    const answersIn = (rows: string[]) => rows.map((row) => JSON.parse(row) as { question_id: number });
    const restoredAnswers = answersIn(restored['public.answers'] ?? []);
    // Each answer restored is exactly as it is now, and each has its idempotency key with it.
    for (const row of restored['public.answers'] ?? []) expect(now['public.answers']).toContain(row);
    const keys = (restored['public.idempotency_keys'] ?? []).join('\n');
    for (const [index, question] of questions.entries()) {
      const has = restoredAnswers.some((a) => a.question_id === question.id);
      expect(keys.includes(`during-${index}`), `answer ${question.id} and its key`).toBe(has);
    }
    // Those acknowledged before the backup began are in it.
    for (const id of acknowledged.slice(0, before))
      expect(restoredAnswers.some((a) => a.question_id === id)).toBe(true);
  }, 120_000);

  it('refuse a non-empty target, a foreign or damaged file, and a newer schema, changing nothing', async () => {
    const { file } = await backupOfSchool();
    const [rowsBefore, filesBefore] = [await everyRowOf(database), filesOf(dataDir)];
    const intoServer = await runBackupCommand('restore', file, { DATA_DIR: dataDir });
    expect(intoServer.code).toBe(1);
    expect(intoServer.output).toMatch(/Nothing was restored: .* already holds/);
    expect(await everyRowOf(database)).toEqual(rowsBefore);
    expect(filesOf(dataDir)).toEqual(filesBefore);

    const foreign = join(scratch, 'foreign.zip');
    writeFileSync(foreign, 'PK this is not a backup');
    const empty = join(scratch, 'never');
    const refusedForeign = await runBackupCommand('restore', foreign, { DATA_DIR: empty });
    expect(refusedForeign.code).toBe(1);
    expect(refusedForeign.output).toContain('Nothing was restored');
    expect(existsSync(empty)).toBe(false);

    const bytes = readFileSync(file);
    const cut = join(scratch, 'cut.rrbackup');
    writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length * 0.8)));
    const refusedCut = await runBackupCommand('restore', cut, { DATA_DIR: empty });
    expect(refusedCut.output).toContain('Nothing was restored');
    expect(existsSync(empty)).toBe(false);

    // The same backup, as if a later version (one migration more) had written it.
    const entries = unzipSync(bytes);
    const manifest = JSON.parse(strFromU8(entries['manifest.json'] as Uint8Array));
    manifest.schema.last += 1;
    manifest.schema.migrations += 1;
    const newer = join(scratch, 'newer.rrbackup');
    writeFileSync(newer, zipSync({ ...entries, 'manifest.json': strToU8(JSON.stringify(manifest)) }));
    const refusedNewer = await runBackupCommand('restore', newer, { DATA_DIR: empty });
    expect(refusedNewer.output).toMatch(/Nothing was restored: .*newer version of Reading Rooms/);
    expect(existsSync(empty)).toBe(false);
  }, 60_000);

  it('can be run again after a restore killed half-way (SIGKILL), and then restores everything', async () => {
    const { file } = await backupOfSchool();
    const { dir: whole, code } = await restoredSchool();
    expect(code).toBe(0);

    const killed = join(scratch, 'killed');
    const restore = startBackupCommand('restore', file, { DATA_DIR: killed });
    // The marker is written once the file is checked, before the database is loaded.
    while (!existsSync(join(killed, '.restoring'))) await new Promise((r) => setTimeout(r, 5));
    restore.kill();
    expect((await restore.finished).code).toBe(null);
    expect(existsSync(join(killed, 'db', 'PG_VERSION'))).toBe(false);

    const again = await runBackupCommand('restore', file, { DATA_DIR: killed });
    expect(again.code, again.output).toBe(0);
    expect(existsSync(join(killed, '.restoring'))).toBe(false);
    expect(await restoredRows({ DATA_DIR: killed })).toEqual(await restoredRows({ DATA_DIR: whole }));
    expect(filesOf(killed)).toEqual(filesOf(whole));
  }, 120_000);
});
