/**
 * The server half of `npm run bench:realtime`, in its own process so its RSS is the server's alone:
 * the real app on a loopback port with `count` users; notifies them all when asked (over IPC).
 */
import { users } from '#server/db/schema.ts';
import { startTestApp } from '#test/harness/test-app.ts';

export type ServerMessage =
  | { type: 'ready'; port: number; key: string; secret: string; userIds: number[]; rss: number }
  | { type: 'notified'; elapsedMs: number }
  | { type: 'rss'; rss: number };
export type BenchCommand = { type: 'notify' } | { type: 'rss' } | { type: 'exit' };

const count = Number(process.argv[2] ?? 1000);
const app = await startTestApp();
const rows = await app.database.db
  .insert(users)
  .values(Array.from({ length: count }, (_, i) => ({ name: `Bench ${i}`, email: `bench${i}@example.test` })))
  .returning({ id: users.id });
const send = (message: ServerMessage) => process.send?.(message);
const { key, secret } = app.app.realtime.credentials;
send({
  type: 'ready',
  port: Number(new URL(app.baseUrl).port),
  key,
  secret,
  userIds: rows.map((r) => r.id),
  rss: process.memoryUsage().rss,
});

process.on('message', async (command: BenchCommand) => {
  if (command.type === 'rss') send({ type: 'rss', rss: process.memoryUsage().rss });
  if (command.type === 'exit') {
    await app.close();
    process.exit(0);
  }
  if (command.type === 'notify') {
    const started = performance.now();
    // One after another as fast as the database takes them; each message carries its start time.
    for (const row of rows) {
      const sentAt = performance.timeOrigin + performance.now();
      await app.app.notifications.notify(row.id, { type: 'bench', data: { message: `bench:${sentAt}` } });
    }
    await app.app.notifications.settled();
    send({ type: 'notified', elapsedMs: performance.now() - started });
  }
});
