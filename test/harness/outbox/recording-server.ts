import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
  at: number;
}

/** A planned answer; `network` drops the connection so the client sees no HTTP answer at all. */
export type PlannedAnswer =
  | 'network'
  | { status: number; body?: unknown; headers?: Record<string, string>; delayMs?: number };

/**
 * A real HTTP server on a loopback port for the outbox tests: it records every request and answers
 * from a queue of planned answers, then with 200 `{ok: true}`.
 */
export async function startRecordingServer() {
  const requests: RecordedRequest[] = [];
  const plan: PlannedAnswer[] = [];
  const server = createServer(async (request, response) => {
    let text = '';
    for await (const chunk of request) text += chunk;
    requests.push({
      method: request.method ?? '',
      path: request.url ?? '',
      headers: request.headers,
      body: text ? JSON.parse(text) : null,
      at: Date.now(),
    });
    const answer = plan.shift() ?? { status: 200, body: { ok: true } };
    if (answer === 'network') return void request.socket.destroy();
    if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
    response.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
    response.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    /** Queue the next answers, in order. */
    answer(...answers: PlannedAnswer[]) {
      plan.push(...answers);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type RecordingServer = Awaited<ReturnType<typeof startRecordingServer>>;
