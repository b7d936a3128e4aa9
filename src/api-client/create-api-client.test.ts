import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, isNetworkError } from './api-error.ts';
import { createApiClient } from './create-api-client.ts';

let server: Server;
let baseUrl: string;
let lastHeaders: Record<string, string | string[] | undefined> = {};

beforeEach(async () => {
  server = createServer((request, response) => {
    lastHeaders = request.headers;
    const routes: Record<string, [number, string]> = {
      '/ok': [200, '{"value":1}'],
      '/empty': [204, ''],
      '/invalid': [
        422,
        '{"message":"The email field is required.","errors":{"email":["The email field is required."]}}',
      ],
      '/html': [500, '<h1>oops</h1>'],
    };
    const [status, body] = routes[request.url ?? ''] ?? [404, '{"message":"Not Found"}'];
    response.writeHead(status, body.startsWith('{') ? { 'Content-Type': 'application/json' } : {});
    response.end(body || undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterEach(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('createApiClient', () => {
  it('sends the docs/product.md §7 headers and the bearer token read at request time', async () => {
    let token: string | null = null;
    const api = createApiClient({ baseUrl, getToken: () => token });
    await api.send('get', '/ok');
    expect(lastHeaders.authorization).toBeUndefined();
    token = 'abc';
    expect(await api.send('get', '/ok')).toEqual({ value: 1 });
    expect(lastHeaders).toMatchObject({
      authorization: 'Bearer abc',
      'x-requested-with': 'XMLHttpRequest',
      accept: 'application/json',
    });
  });

  it('resolves an empty answer as undefined', async () => {
    const api = createApiClient({ baseUrl, getToken: () => null });
    expect(await api.send('post', '/empty')).toBeUndefined();
  });

  it('turns a 422 into an ApiError with the field errors and body', async () => {
    const api = createApiClient({ baseUrl, getToken: () => null });
    const error = await api.send('post', '/invalid', { json: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      reason: 'http',
      status: 422,
      message: 'The email field is required.',
      errors: { email: ['The email field is required.'] },
    });
  });

  it('keeps a non-JSON error body as text, with an empty message', async () => {
    const api = createApiClient({ baseUrl, getToken: () => null });
    const error = await api.send('get', '/html').catch((e: unknown) => e);
    expect(error).toMatchObject({ reason: 'http', status: 500, message: '', body: '<h1>oops</h1>' });
  });

  it('reports a refused connection as a network failure', async () => {
    const api = createApiClient({ baseUrl, getToken: () => null });
    await new Promise<void>((resolve) => server.close(() => resolve()));
    server = createServer();
    server.listen(0);
    const error = await api.send('get', '/ok').catch((e: unknown) => e);
    expect(isNetworkError(error)).toBe(true);
    expect(error).toMatchObject({ status: 0, reason: 'network' });
  });
});
