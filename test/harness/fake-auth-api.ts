import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { User } from '#contract/auth.ts';

export interface RecordedCall {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

export interface FakeReply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** Milliseconds to wait before answering (to observe busy states). */
  delay?: number;
}

export type FakeHandler = (call: RecordedCall) => FakeReply;

export interface FakeAuthApi {
  baseUrl: string;
  calls: RecordedCall[];
  /** Replaces (or adds) the answer of `METHOD /path`. */
  on(route: string, handler: FakeHandler): void;
  close(): Promise<void>;
}

export function testUser(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    email_verified_at: '2026-01-01T00:00:00.000Z',
    roles: [],
    has_password: true,
    ...overrides,
  };
}

/**
 * A real HTTP server on a loopback port speaking the auth calls of docs/product.md §7, for client tests: the client's
 * ky requests, headers and error handling run for real. `GET /api/user` answers the user of `validToken`.
 */
export async function startFakeAuthApi(
  options: { user?: User; validToken?: string } = {},
): Promise<FakeAuthApi> {
  const user = options.user ?? testUser();
  const validToken = options.validToken ?? 'valid-token';
  const calls: RecordedCall[] = [];
  const routes = new Map<string, FakeHandler>([
    [
      'GET /sanctum/csrf-cookie',
      () => ({ status: 204, headers: { 'Set-Cookie': 'XSRF-TOKEN=fake; Path=/' } }),
    ],
    [
      'GET /api/user',
      (call) =>
        call.headers.authorization === `Bearer ${validToken}`
          ? { status: 200, body: { user } }
          : { status: 401, body: { message: 'Unauthenticated.' } },
    ],
    ['POST /api/login', () => ({ status: 200, body: { success: true, token: validToken, user } })],
    ['POST /api/logout', () => ({ status: 200, body: { message: 'Logged out' } })],
    ['GET /api/dashboard', () => ({ status: 200, body: dashboardFigures })],
  ]);

  const server = createServer(async (request, response) => {
    const call = await record(request);
    calls.push(call);
    const handler = routes.get(`${call.method} ${call.path}`);
    const reply = handler ? handler(call) : { status: 404, body: { message: 'Not Found' } };
    if (reply.delay) await new Promise((resolve) => setTimeout(resolve, reply.delay));
    send(response, reply);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    calls,
    on: (route, handler) => routes.set(route, handler),
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections(); // a reply still being delayed must not hold the test up
      }),
  };
}

const dashboardFigures = {
  books_read: 3,
  total_reading_seconds: 5400,
  completion_rate: 75,
  recent_activities: [],
};

async function record(request: IncomingMessage): Promise<RecordedCall> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  const url = new URL(request.url ?? '/', 'http://localhost');
  return {
    method: request.method ?? 'GET',
    path: url.pathname,
    headers: request.headers,
    body: text ? JSON.parse(text) : undefined,
  };
}

function send(response: ServerResponse, reply: FakeReply) {
  const headers = {
    ...reply.headers,
    ...(reply.body === undefined ? {} : { 'Content-Type': 'application/json' }),
  };
  response.writeHead(reply.status, headers);
  response.end(reply.body === undefined ? undefined : JSON.stringify(reply.body));
}
