import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, isNetworkError } from './api-error.ts';
import { createApiClient } from './create-api-client.ts';

let server: Server;
let baseUrl: string;
let lastHeaders: Record<string, string | string[] | undefined> = {};
let lastRequest = { method: '', url: '', body: '' };

beforeEach(async () => {
  server = createServer(async (request, response) => {
    lastHeaders = request.headers;
    let sent = '';
    for await (const chunk of request) sent += chunk;
    lastRequest = { method: request.method ?? '', url: request.url ?? '', body: sent };
    if (request.url === '/slow') return; // never answers: the caller's timeout must end the wait
    const routes: Record<string, [number, string]> = {
      '/ok': [200, '{"value":1}'],
      '/echo?page=2&q=a+b': [201, '{"created":true}'],
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

  it('sends a JSON body with its content type, and the search parameters in the address', async () => {
    const api = createApiClient({ baseUrl, getToken: () => null });
    const answer = await api.send('post', '/echo', {
      json: { title: 'Ağaç' },
      searchParams: { page: '2', q: 'a b' },
    });
    expect(answer).toEqual({ created: true });
    expect(lastRequest).toEqual({ method: 'POST', url: '/echo?page=2&q=a+b', body: '{"title":"Ağaç"}' });
    expect(lastHeaders['content-type']).toBe('application/json');
  });

  it('gives up after timeoutMs with a network failure', async () => {
    const api = createApiClient({ baseUrl, getToken: () => null });
    const failure = await api.send('get', '/slow', { timeoutMs: 200 }).catch((error: unknown) => error);
    expect(isNetworkError(failure)).toBe(true);
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
