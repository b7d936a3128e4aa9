/**
 * `npm run bench:reading [seconds]`: answers per second and p50/p99 latency of
 * `PUT /api/assignments/{uuid}/answers/{questionId}` under 50 concurrent connections (autocannon),
 * against the real app on its embedded default (PGlite on disk), each request signed in as one of 50
 * pupils and carrying a fresh Idempotency-Key as the offline outbox sends it; then the same without
 * the key, and a bare Fastify route on this machine as the ceiling. The server runs in its own process;
 * its CPU time per answer is printed too, a figure that holds when other work shares the machine.
 * Goal: at least 1,000 answers/s with p99 under 50 ms. `LOG_LEVEL=info npm run bench:reading` logs
 * as `npm start` does (the server's log lines go to /dev/null, at their full cost).
 */
import { type ChildProcess, fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import autocannon from 'autocannon';
import { nextMessageOf } from './child-messages.ts';
import type { BenchCommand, ServerMessage, Target } from './reading-server.ts';

const seconds = Number(process.argv[2] ?? 10);
const CONNECTIONS = 50;
/** The machine's load, printed before and after: throughput means little without it. */
const load = () =>
  `load average ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')} on ${cpus().length} cores`;
const deadline = setTimeout(() => fail('gave up after 180 s'), 180_000);

const server = fork(new URL('./reading-server.ts', import.meta.url).pathname, [String(CONNECTIONS)], {
  execArgv: ['--import', 'tsx'],
  stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
});
const nextMessage = <T extends ServerMessage['type']>(child: ChildProcess, type: T) =>
  nextMessageOf<ServerMessage, T>(child, type);
const command = (message: BenchCommand) => server.send(message);
const ready = await nextMessage(server, 'ready');

/** Each request: the next pupil in turn, one of their questions, a valid choice. */
function answerRequests(targets: Target[], withKey: boolean) {
  let sent = 0;
  return [
    {
      method: 'PUT' as const,
      setupRequest: (request: autocannon.Request) => {
        const target = targets[sent % targets.length] as Target;
        const [questionId, choiceId] = target.answers[
          Math.floor(sent / targets.length) % target.answers.length
        ] ?? [0, 0];
        sent += 1;
        return {
          ...request,
          path: `/api/assignments/${target.uuid}/answers/${questionId}`,
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${target.token}`,
            ...(withKey ? { 'idempotency-key': randomUUID() } : {}),
          },
          body: JSON.stringify({ choice_id: choiceId }),
        };
      },
    },
  ];
}

/** The server process's CPU time so far (it also serves the bare route, idle during the app's runs). */
async function serverCpuMs() {
  command({ type: 'cpu' });
  return (await nextMessage(server, 'cpu')).micros / 1000;
}

async function run(label: string, port: number, withKey: boolean, duration = seconds) {
  const cpuBefore = await serverCpuMs();
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration,
    requests: answerRequests(ready.targets, withKey),
  });
  const perSecond = result.requests.total / (result.duration || duration);
  const cpuMs = (await serverCpuMs()) - cpuBefore;
  console.log(
    `${label.padEnd(34)} ${perSecond.toFixed(0).padStart(6)} answers/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   non-2xx ${result.non2xx}   errors ${result.errors}   server CPU ${(cpuMs / Math.max(1, result.requests.total)).toFixed(2)} ms/answer`,
  );
  return { perSecond, p99: result.latency.p99 };
}

const GOAL = { perSecond: 1000, p99: 50 };
const meetsGoal = (run: { perSecond: number; p99: number }) =>
  run.perSecond >= GOAL.perSecond && run.p99 < GOAL.p99;

console.log(
  `PUT …/answers, ${CONNECTIONS} connections, ${seconds} s each, server in its own process, log level ${process.env.LOG_LEVEL ?? 'silent'}, ${load()}`,
);
await run('warm-up (discarded)', ready.port, true, 3);
const keyed = await run('app, with Idempotency-Key', ready.port, true);
const plain = await run('app, without Idempotency-Key', ready.port, false);
const ceiling = await run('bare Fastify route (ceiling)', ready.barePort, false);
command({ type: 'count' });
const { rows } = await nextMessage(server, 'answers');
console.log(
  `ratio to the ceiling              ${((keyed.perSecond / ceiling.perSecond) * 100).toFixed(0)} % with key, ${((plain.perSecond / ceiling.perSecond) * 100).toFixed(0)} % without`,
);
console.log(
  `goal (≥ ${GOAL.perSecond} answers/s, p99 < ${GOAL.p99} ms)  with the key as the outbox sends it: ${meetsGoal(keyed) ? 'MET' : 'NOT MET'}; without: ${meetsGoal(plain) ? 'MET' : 'NOT MET'}`,
);
const questionCount = new Set(ready.targets[0]?.answers.map(([questionId]) => questionId)).size;
console.log(
  `answers stored                    ${rows} rows (${ready.targets.length} pupils × ${questionCount} questions, upserted)`,
);

console.log(`after the runs                    ${load()}`);
command({ type: 'exit' });
clearTimeout(deadline);

function fail(reason: string) {
  console.error(`bench:reading failed: ${reason}`);
  server.kill();
  process.exit(1);
}
