/**
 * `npm run bench:classroom`: a class of pupils at once against one server process (src/server/main.ts,
 * the embedded PGlite on disk; or, with TEST_DATABASE_URL set, a new database on that PostgreSQL
 * server, dropped at the end; the role needs CREATEDB, as for the server tests). Each pupil holds a realtime
 * socket on its private channel (signed through POST /broadcasting/auth), pulls its assignment, then
 * answers and sends reading time with Idempotency-Keys as the outbox does, with a second or two of
 * thought between calls. Meanwhile the teacher assigns a second text to ten pupils every two seconds,
 * and each pupil's socket times the notification. Prints errors (goal 0), answer latency p50/p99
 * (goal p99 < 100 ms), realtime delivery p50/p99 (goal < 100 ms), and the server's CPU (also per
 * call: on a shared machine the latencies follow the load, the CPU a call costs much less) and memory.
 * To say where a p99 comes from, it also prints the lesson's start (the pulls: latency, when the
 * last one was in, the server's CPU until then), the answers and the deliveries after the first
 * 10 s alone, and how late this process's own event loop ran and the CPU it took (its 300 sockets
 * and requests share the machine with the server). The lesson's calls go out on kept-alive node:http
 * connections (kept-alive-client.ts), not fetch.
 * CLASS_PUPILS (300) and CLASS_SECONDS (60) scale it; CLASS_SERVER_PROFILE=<folder> has the server
 * write a V8 CPU profile there (node --cpu-prof) when it stops.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import WebSocket from 'ws';
import { appConfigSchema } from '#contract/app-config.ts';
import { assignResponseSchema } from '#contract/assignments.ts';
import { questionGenerationPaths } from '#contract/questions.ts';
import { paragraphsResponseSchema } from '#contract/texts.ts';
import { startCrashableServer } from '#test/harness/crashable-server.ts';
import { type SeededUser, seedUsers } from '#test/harness/seed-users.ts';
import { createEmptyPostgresDatabase } from '#test/harness/test-database.ts';
import { createStoryText, generationStatusOf, waitUntil } from '#test/integration/questions-fixtures.ts';
import { callApi } from '#test/integration/texts-api.ts';
import { keptAliveClient } from './kept-alive-client.ts';

const PUPILS = Number(process.env.CLASS_PUPILS ?? 300);
const SECONDS = Number(process.env.CLASS_SECONDS ?? 60);
const SECTIONS = 6;
const postgresServer = process.env.TEST_DATABASE_URL;
const profileDir = process.env.CLASS_SERVER_PROFILE;

const postgres = postgresServer ? await createEmptyPostgresDatabase(postgresServer) : undefined;
const people: SeededUser[] = [];
const server = await startCrashableServer(
  postgres ? { DATABASE_URL: postgres.url } : {},
  async (database) => {
    people.push(...(await seedUsers(database, PUPILS)));
  },
  profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
);
const [teacher, ...pupils] = people;
if (!teacher) throw new Error('no teacher');
const base = server.baseUrl;
console.log(`server on ${postgres ? 'PostgreSQL' : 'the embedded PGlite'}, ${PUPILS} pupils, ${SECONDS} s`);

// The lesson: a text with questions, assigned to every pupil and accepted; a second one to assign live.
const textId = await createStoryText(base, teacher.headers, SECTIONS * 4);
await callApi(base, 'POST', questionGenerationPaths.trigger(textId), teacher.headers);
await waitUntil(
  () => generationStatusOf(base, teacher.headers, textId),
  (s) => s.pending + s.running === 0,
  60_000,
);
const questions = paragraphsResponseSchema
  .parse((await callApi(base, 'GET', `/api/texts/${textId}/paragraphs`, teacher.headers)).body)
  .data.flatMap((p) => p.questions);
const liveTextId = await createStoryText(base, teacher.headers, 4);
const uuids = new Map<number, string>();
for (const pupil of pupils) {
  const res = await callApi(base, 'POST', `/api/texts/${textId}/assign`, teacher.headers, {
    email: pupil.user.email,
  });
  const uuid = assignResponseSchema.parse(res.body).data.uuid;
  await callApi(base, 'POST', `/api/assignments/${uuid}/approve`, pupil.headers);
  uuids.set(pupil.user.id, uuid);
}
const config = appConfigSchema.parse((await callApi(base, 'GET', '/api/config', {})).body);

const answerMs: number[] = [];
/** Answers started 10 s or more into the lesson, when every pupil has pulled. */
const laterAnswerMs: number[] = [];
const pullMs: number[] = [];
let pullsDone = { seconds: 0, cpuTicks: 0 };
const benchLoopDelay = monitorEventLoopDelay({ resolution: 10 });
const deliveryMs: number[] = [];
/** Deliveries of assigns made 10 s or more into the lesson, after its start (the pulls) is over. */
const laterDeliveryMs: number[] = [];
const errors: string[] = [];
/** Calls of the lesson (pulls, answers, reading time, assigns), for the server's CPU per call. */
let calls = 0;
const assignedAt = new Map<string, number>();
/** When the lesson began (set just before it does). */
let started = 0;

function connect(pupil: SeededUser) {
  return new Promise<WebSocket>((resolve, reject) => {
    const socket = new WebSocket(`${base.replace('http', 'ws')}/app/${config.realtime.key}?protocol=7`);
    const channel = `private-user-${pupil.user.id}`;
    socket.on('error', reject);
    socket.on('message', async (raw) => {
      const frame = JSON.parse(raw.toString()) as { event: string; data: string };
      if (frame.event === 'pusher:connection_established') {
        const socketId = JSON.parse(frame.data).socket_id as string;
        const auth = await callApi(base, 'POST', '/broadcasting/auth', pupil.headers, {
          socket_id: socketId,
          channel_name: channel,
        });
        socket.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel, auth: auth.body.auth } }));
      } else if (frame.event === 'pusher_internal:subscription_succeeded') {
        resolve(socket);
      } else if (frame.event.endsWith('BroadcastNotificationCreated')) {
        const sentAt = assignedAt.get(pupil.user.email);
        if (sentAt === undefined) return;
        deliveryMs.push(performance.now() - sentAt);
        if (sentAt - started >= 10_000) laterDeliveryMs.push(performance.now() - sentAt);
      }
    });
  });
}

const sockets: WebSocket[] = [];
for (let i = 0; i < pupils.length; i += 50)
  sockets.push(...(await Promise.all(pupils.slice(i, i + 50).map(connect))));
console.log(`${sockets.length} sockets subscribed`);

const cpuTicks = () => {
  const fields = readFileSync(`/proc/${server.pid()}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return Number(fields[11]) + Number(fields[12]); // utime + stime, in clock ticks (1/100 s)
};
const memory = () => {
  const status = readFileSync(`/proc/${server.pid()}/status`, 'utf8');
  const kb = (name: string) => Number(status.match(new RegExp(`${name}:\\s+(\\d+)`))?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
};

/** The call's milliseconds, also kept in `into`; undefined when it failed (counted in `errors`). */
async function timed(label: string, run: () => Promise<{ status: number }>, into?: number[]) {
  calls += 1;
  const started = performance.now();
  try {
    const res = await run();
    if (res.status >= 300) {
      errors.push(`${label}: ${res.status}`);
      return undefined;
    }
    const ms = performance.now() - started;
    into?.push(ms);
    return ms;
  } catch (error) {
    errors.push(`${label}: ${String(error)}`);
    return undefined;
  }
}

const call = keptAliveClient(base);
const end = performance.now() + SECONDS * 1000;
const cpuBefore = cpuTicks();
const benchCpuBefore = process.cpuUsage();
started = performance.now();
benchLoopDelay.enable();
const think = () => sleep(1000 + Math.random() * 1000);
const lesson = pupils.map(async (pupil) => {
  const uuid = uuids.get(pupil.user.id) ?? '';
  const headers = (key: string) => ({ ...pupil.headers, 'idempotency-key': key });
  await sleep(Math.random() * 2000);
  await timed('pull', () => call('GET', `/api/assignments/${uuid}`, pupil.headers), pullMs);
  if (pullMs.length === pupils.length) {
    pullsDone = { seconds: (performance.now() - started) / 1000, cpuTicks: cpuTicks() - cpuBefore };
  }
  while (performance.now() < end) {
    const later = performance.now() - started >= 10_000;
    const question = questions[Math.floor(Math.random() * questions.length)];
    const choice = question?.choices[Math.floor(Math.random() * question.choices.length)];
    if (question && choice) {
      const ms = await timed(
        'answer',
        () =>
          call('PUT', `/api/assignments/${uuid}/answers/${question.id}`, headers(randomUUID()), {
            choice_id: choice.id,
          }),
        answerMs,
      );
      if (later && ms !== undefined) laterAnswerMs.push(ms);
    }
    await think();
    await timed('reading time', () =>
      call('POST', `/api/assignments/${uuid}/reading-time`, headers(randomUUID()), {
        chunk_index: Math.floor(Math.random() * SECTIONS),
        seconds: 2,
      }),
    );
    await think();
  }
});
const teaching = (async () => {
  for (let i = 0; i < pupils.length && performance.now() < end - 2000; i += 10) {
    await Promise.all(
      pupils.slice(i, i + 10).map((pupil) => {
        assignedAt.set(pupil.user.email, performance.now());
        return timed('assign', () =>
          call('POST', `/api/texts/${liveTextId}/assign`, teacher.headers, {
            email: pupil.user.email,
          }),
        );
      }),
    );
    await sleep(2000);
  }
})();
await Promise.all([...lesson, teaching]);
await sleep(500); // the last notifications in flight
const elapsed = (performance.now() - started) / 1000;
const cpu = (cpuTicks() - cpuBefore) / 100;
const benchCpu = process.cpuUsage(benchCpuBefore);
const { rss, peak } = memory();

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return (
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
  ).toFixed(1);
};
console.log(
  `errors                 ${errors.length} (goal 0)${errors.length ? `: ${errors.slice(0, 5).join('; ')}` : ''}`,
);
console.log(
  `answers                ${answerMs.length}, p50 ${percentile(answerMs, 50)} ms, p99 ${percentile(answerMs, 99)} ms (goal p99 < 100 ms)`,
);
console.log(
  `realtime deliveries    ${deliveryMs.length} of ${assignedAt.size}, p50 ${percentile(deliveryMs, 50)} ms, p99 ${percentile(deliveryMs, 99)} ms (goal p99 < 100 ms)`,
);
console.log(
  `server CPU             ${((cpu / elapsed) * 100).toFixed(0)} % of one core over ${elapsed.toFixed(0)} s, ${((cpu * 1000) / calls).toFixed(2)} ms per call (${calls} calls)`,
);
console.log(
  `pulls                  ${pullMs.length}, p50 ${percentile(pullMs, 50)} ms, p99 ${percentile(pullMs, 99)} ms; all in after ${pullsDone.seconds.toFixed(1)} s, server CPU until then ${pullsDone.cpuTicks * 10} ms`,
);
console.log(
  `answers from 10 s on   ${laterAnswerMs.length}, p50 ${percentile(laterAnswerMs, 50)} ms, p99 ${percentile(laterAnswerMs, 99)} ms`,
);
console.log(
  `deliveries from 10 s on ${laterDeliveryMs.length}, p50 ${percentile(laterDeliveryMs, 50)} ms, p99 ${percentile(laterDeliveryMs, 99)} ms`,
);
console.log(
  `bench's event loop     late by p99 ${(benchLoopDelay.percentile(99) / 1e6).toFixed(1)} ms, max ${(benchLoopDelay.max / 1e6).toFixed(1)} ms`,
);
console.log(
  `bench's own CPU        ${(((benchCpu.user + benchCpu.system) / 1e6 / elapsed) * 100).toFixed(0)} % of one core (its ${PUPILS} pupils' calls and sockets)`,
);
console.log(`server memory          RSS ${rss.toFixed(0)} MB, peak ${peak.toFixed(0)} MB`);

for (const socket of sockets) socket.close();
await server.stop();
server.remove();
await postgres?.drop();
