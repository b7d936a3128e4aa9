import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignResponseSchema } from '#contract/assignments.ts';
import { type TextResults, textResultsResponseSchema } from '#contract/results.ts';
import { assignments, choices } from '#server/db/schema.ts';
import { startTestApp, type TestApp } from '#test/harness/test-app.ts';
import { createTestUser } from '#test/harness/users.ts';
import { createTextWithQuestions, type FixtureQuestion } from './assignments-fixtures.ts';
import { callApi } from './texts-api.ts';

type User = Awaited<ReturnType<typeof createTestUser>>;

let t: TestApp;
let owner: Record<string, string>;
let textId: number;
let q: [FixtureQuestion, FixtureQuestion, FixtureQuestion];
let emperor: number;
let results: TextResults;
const pupils: Record<string, User> = {};
const uuids: Record<string, string> = {};
const invitee = `zed-${Date.now()}@example.test`;
const api = (headers: Record<string, string>, method: string, path: string, body?: unknown) =>
  callApi(t.baseUrl, method, path, headers, body);

async function assign(email: string, mode: 'practice' | 'check') {
  const due = new Date(Date.now() + 86_400_000).toISOString();
  const res = await api(owner, 'POST', `/api/texts/${textId}/assign`, { email, mode, due_date: due });
  return assignResponseSchema.parse(res.body).data.uuid;
}
/** `who` answers each [question, choice] in order (a question twice is a second try). */
async function answers(who: string, given: [FixtureQuestion, number][]) {
  for (const [question, choiceId] of given) {
    await api(pupils[who]?.headers ?? {}, 'PUT', `/api/assignments/${uuids[who]}/answers/${question.id}`, {
      choice_id: choiceId,
    });
  }
}
const finish = (who: string) =>
  api(pupils[who]?.headers ?? {}, 'POST', `/api/assignments/${uuids[who]}/complete`, {});

/**
 * Four pupils and an invitee on one 3-question text; q1 has a third choice, 'the Emperor'.
 *   Ada  practice, completed: q1 Emperor then right (the first try scores), q2 right, q3 right → 67 %, on time
 *   Ben  check, completed, late: q1 slept then Emperor (the last scores), q2 slept, q3 right → 33 %
 *   Cal  practice, in progress: q1 slept, q2 right
 *   Dee  check, in progress: q1 right, q2 slept — not counted yet
 *   zed  invited, no account
 */
beforeAll(async () => {
  t = await startTestApp();
  owner = (await createTestUser(t.database, { admin: true })).headers;
  const text = await createTextWithQuestions(t, owner, 3);
  textId = text.textId;
  q = text.questions as typeof q;
  const [row] = await t.database.db
    .insert(choices)
    .values({ questionId: q[0].id, text: 'the Emperor', isCorrect: false, position: 2 })
    .returning();
  emperor = row?.id ?? 0;
  for (const [name, mode] of [
    ['Ada', 'practice'],
    ['Ben', 'check'],
    ['Cal', 'practice'],
    ['Dee', 'check'],
  ] as const) {
    pupils[name] = await createTestUser(t.database, { name });
    uuids[name] = await assign(pupils[name].user.email, mode);
  }
  uuids.zed = await assign(invitee, 'check');
  const [q1, q2, q3] = q;
  await answers('Ada', [
    [q1, emperor],
    [q1, q1.correctChoiceId],
    [q2, q2.correctChoiceId],
    [q3, q3.correctChoiceId],
  ]);
  await api(pupils.Ada?.headers ?? {}, 'POST', `/api/assignments/${uuids.Ada}/reading-time`, {
    chunk_index: 0,
    seconds: 30,
  });
  await api(pupils.Ada?.headers ?? {}, 'POST', `/api/assignments/${uuids.Ada}/reading-time`, {
    chunk_index: 1,
    seconds: 20,
  });
  await finish('Ada');
  await answers('Ben', [
    [q1, q1.wrongChoiceId],
    [q1, emperor],
    [q2, q2.wrongChoiceId],
    [q3, q3.correctChoiceId],
  ]);
  await t.database.db
    .update(assignments)
    .set({ dueDate: new Date('2020-01-01T00:00:00Z') })
    .where(eq(assignments.uuid, uuids.Ben ?? ''));
  await finish('Ben');
  await answers('Cal', [
    [q1, q1.wrongChoiceId],
    [q2, q2.correctChoiceId],
  ]);
  await answers('Dee', [
    [q1, q1.correctChoiceId],
    [q2, q2.wrongChoiceId],
  ]);
  const res = await api(owner, 'GET', `/api/texts/${textId}/results`);
  expect(res.status).toBe(200);
  results = textResultsResponseSchema.parse(res.body).data;
});
afterAll(() => t.close());

describe('results of a text', () => {
  it('tallies each question from the answers that count: completed work and practice', () => {
    const [q1, q2, q3] = q;
    expect(results.questions).toEqual([
      {
        id: q1.id,
        content: 'What happened in section 1?',
        type: 'what',
        answered: 3,
        correct_rate: 0,
        most_chosen_wrong: { choice_id: emperor, text: 'the Emperor', count: 2 },
      },
      {
        id: q2.id,
        content: 'What happened in section 2?',
        type: 'what',
        answered: 3,
        correct_rate: 2 / 3,
        most_chosen_wrong: { choice_id: q2.wrongChoiceId, text: 'The fox slept', count: 1 },
      },
      {
        id: q3.id,
        content: 'What happened in section 3?',
        type: 'what',
        answered: 2,
        correct_rate: 1,
        most_chosen_wrong: null,
      },
    ]);
  });

  it("gives each pupil's row, by name, with the invitee last", () => {
    const [q1, q2, q3] = q;
    const row = (name: string) => results.pupils.find((pupil) => pupil.name === name);
    expect(results.pupils.map((pupil) => pupil.name ?? pupil.email)).toEqual([
      'Ada',
      'Ben',
      'Cal',
      'Dee',
      invitee,
    ]);
    expect(row('Ada')).toMatchObject({
      assignment_uuid: uuids.Ada,
      email: pupils.Ada?.user.email,
      status: 'completed',
      mode: 'practice',
      answered: 3,
      total: 3,
      score_percent: 67,
      time_spent_seconds: 50,
      submitted_on_time: true,
      // One completion is too little for an estimate (docs/reading-levels.md; reading-levels.test.ts).
      reading_level: null,
      answers: [
        { question_id: q1.id, correct: false },
        { question_id: q2.id, correct: true },
        { question_id: q3.id, correct: true },
      ],
    });
    expect(row('Ada')?.completed_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(row('Ben')).toMatchObject({
      status: 'completed',
      mode: 'check',
      score_percent: 33,
      submitted_on_time: false,
    });
    expect(row('Cal')).toMatchObject({
      status: 'in_progress',
      answered: 2,
      score_percent: null,
      completed_at: null,
      submitted_on_time: null,
      time_spent_seconds: 0,
    });
    expect(row('Dee')?.answers).toEqual([
      { question_id: q1.id, correct: null },
      { question_id: q2.id, correct: null },
    ]);
    expect(results.pupils.at(-1)).toMatchObject({
      name: null,
      email: invitee,
      status: 'pending',
      answered: 0,
      answers: [],
    });
  });

  it('downloads the same as CSV for a spreadsheet: words, minutes, UTC times by default, a BOM', async () => {
    const res = await fetch(`${t.baseUrl}/api/texts/${textId}/results.csv`, { headers: owner });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="results-text-${textId}.csv"`);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFPupil,Email,Status,Mode,Answered,Total,Score %,Time (minutes),Completed at,On time,Reading level (grade),' +
        'Q1: What happened in section 1?,Q2: What happened in section 2?,Q3: What happened in section 3?',
    );
    const ada = results.pupils[0];
    const utc = ada?.completed_at?.slice(0, 16).replace('T', ' ');
    expect(lines[1]).toBe(
      `Ada,${pupils.Ada?.user.email},Completed,Practice,3,3,67,0.8,${utc},On time,Not enough reading yet,Wrong,Right,Right`,
    );
    expect(lines[2]).toMatch(
      /^Ben,.*,Completed,Check,3,3,33,0,\d{4}-\d\d-\d\d \d\d:\d\d,Late,Not enough reading yet,Wrong,Wrong,Right$/,
    );
    expect(lines[3]).toMatch(
      /^Cal,.*,In progress,Practice,2,3,,0,,,Not enough reading yet,Wrong,Right,Not answered$/,
    );
    expect(lines[4]).toMatch(
      /^Dee,.*,In progress,Check,2,3,,0,,,Not enough reading yet,Answered,Answered,Not answered$/,
    );
    expect(lines[5]).toBe(
      `,${invitee},Pending,Check,0,3,,0,,,Not enough reading yet,Not answered,Not answered,Not answered`,
    );
    expect(lines).toHaveLength(7);
  });

  it('writes the CSV in Turkish, with ; and decimal commas, in the teacher’s time zone', async () => {
    const query = 'locale=tr&time_zone=Europe%2FIstanbul';
    const res = await fetch(`${t.baseUrl}/api/texts/${textId}/results.csv?${query}`, { headers: owner });
    expect(res.status).toBe(200);
    const lines = (await res.text()).split('\r\n');
    expect(lines[0]).toMatch(
      /^Öğrenci;E-posta;Durum;Tür;Cevaplanan;Toplam;Puan %;Süre \(dakika\);Tamamlanma;/,
    );
    const ada = results.pupils[0];
    // Istanbul keeps UTC+3 all year.
    const istanbul = new Date(Date.parse(ada?.completed_at ?? '') + 3 * 3600_000).toISOString();
    expect(lines[1]).toBe(
      `Ada;${pupils.Ada?.user.email};Tamamlandı;Alıştırma;3;3;67;0,8;${istanbul.slice(0, 16).replace('T', ' ')};` +
        'Zamanında;Henüz yeterince okumadı;Yanlış;Doğru;Doğru',
    );
    expect(lines[3]).toMatch(/^Cal;.*;Devam ediyor;/);
    const bad = await fetch(`${t.baseUrl}/api/texts/${textId}/results.csv?time_zone=Mars%2FOlympus`, {
      headers: owner,
    });
    expect(bad.status).toBe(422);
  });

  it('is 404 for another teacher and for a pupil of the text', async () => {
    const other = (await createTestUser(t.database, { admin: true })).headers;
    for (const headers of [other, pupils.Ada?.headers ?? {}]) {
      expect((await api(headers, 'GET', `/api/texts/${textId}/results`)).status).toBe(404);
      expect((await fetch(`${t.baseUrl}/api/texts/${textId}/results.csv`, { headers })).status).toBe(404);
    }
  });
});
