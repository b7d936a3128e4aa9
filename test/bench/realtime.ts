/**
 * `npm run bench:realtime [clients]`: connects 1,000 Pusher-protocol WebSocket clients (each its own
 * user and private channel, signed with the app secret) to the embedded server on loopback, notifies
 * every user, and prints the p50/p99 delivery latency (from notify() to the client's receipt, so it
 * includes storing the row) and the server process's RSS. Gives up after two minutes.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { createHmac } from 'node:crypto';
import WebSocket from 'ws';
import { nextMessageOf } from './child-messages.ts';
import type { BenchCommand, ServerMessage } from './realtime-server.ts';

const clients = Number(process.argv[2] ?? 1000);
const connectBatch = 100;
const deadline = setTimeout(() => fail('gave up after 120 s'), 120_000);

const server = fork(new URL('./realtime-server.ts', import.meta.url).pathname, [String(clients)], {
  execArgv: ['--import', 'tsx'],
});
const nextMessage = <T extends ServerMessage['type']>(child: ChildProcess, type: T) =>
  nextMessageOf<ServerMessage, T>(child, type);
const command = (message: BenchCommand) => server.send(message);

const ready = await nextMessage(server, 'ready');
const latencies: number[] = [];
let onAllDelivered = () => {};
const allDelivered = new Promise<void>((resolve) => {
  onAllDelivered = resolve;
});

/** One client: connect, subscribe to its own private channel with a valid signature, time deliveries. */
function connectClient(userId: number) {
  return new Promise<WebSocket>((resolve, reject) => {
    const socket = new WebSocket(`ws://127.0.0.1:${ready.port}/app/${ready.key}?protocol=7`);
    const channel = `private-user-${userId}`;
    socket.on('error', reject);
    socket.on('message', (raw) => {
      const frame = JSON.parse(raw.toString()) as { event: string; data: string };
      if (frame.event === 'pusher:connection_established') {
        const socketId = JSON.parse(frame.data).socket_id as string;
        const signature = createHmac('sha256', ready.secret).update(`${socketId}:${channel}`).digest('hex');
        socket.send(
          JSON.stringify({ event: 'pusher:subscribe', data: { channel, auth: `${ready.key}:${signature}` } }),
        );
      } else if (frame.event === 'pusher_internal:subscription_succeeded') {
        resolve(socket);
      } else if (frame.event.endsWith('BroadcastNotificationCreated')) {
        const sentAt = Number(JSON.parse(frame.data).message.slice('bench:'.length));
        latencies.push(performance.timeOrigin + performance.now() - sentAt);
        if (latencies.length === clients) onAllDelivered();
      } else if (frame.event !== 'pusher:pong') {
        reject(new Error(`unexpected ${frame.event}: ${frame.data}`));
      }
    });
  });
}

const sockets: WebSocket[] = [];
const connectStarted = performance.now();
for (let i = 0; i < ready.userIds.length; i += connectBatch) {
  sockets.push(...(await Promise.all(ready.userIds.slice(i, i + connectBatch).map(connectClient))));
}
const connectMs = performance.now() - connectStarted;

command({ type: 'rss' });
const idleRss = (await nextMessage(server, 'rss')).rss;
command({ type: 'notify' });
const [{ elapsedMs }] = await Promise.all([nextMessage(server, 'notified'), allDelivered]);
command({ type: 'rss' });
const busyRss = (await nextMessage(server, 'rss')).rss;

const sorted = latencies.sort((a, b) => a - b);
const percentile = (p: number) =>
  (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0).toFixed(1);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
console.log(`clients subscribed       ${sockets.length} in ${connectMs.toFixed(0)} ms`);
console.log(
  `notifications delivered  ${sorted.length} in ${elapsedMs.toFixed(0)} ms (${((sorted.length / elapsedMs) * 1000).toFixed(0)}/s)`,
);
console.log(
  `delivery latency         p50 ${percentile(50)} ms, p99 ${percentile(99)} ms, max ${percentile(100)} ms`,
);
console.log(
  `server RSS               ${mb(ready.rss)} before clients, ${mb(idleRss)} with ${clients} connected, ${mb(busyRss)} after notifying`,
);

for (const socket of sockets) socket.close();
command({ type: 'exit' });
clearTimeout(deadline);

function fail(reason: string) {
  console.error(`bench:realtime failed: ${reason}`);
  server.kill();
  process.exit(1);
}
