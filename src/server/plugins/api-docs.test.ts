import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type App, buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import type { Database } from '#server/db/database.ts';
import { createTestDatabase } from '#test/harness/test-database.ts';

// Every route the app registers, seen by an onRoute hook added the moment the instance exists
// (buildApp registers all its routes before it returns, so a hook added afterwards sees none).
const registered = vi.hoisted(() => [] as RouteOptions[]);
vi.mock('fastify', async (importOriginal) => {
  const actual = await importOriginal<typeof import('fastify')>();
  const fastify = actual.default as (...args: unknown[]) => FastifyInstance;
  const create = (...args: unknown[]) => {
    const instance = fastify(...args);
    instance.addHook('onRoute', (route) => {
      registered.push(route);
    });
    return instance;
  };
  return { ...actual, default: create };
});

interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, { tags?: string[]; security?: unknown[] }>>;
}

let app: App;
let database: Database;
let baseUrl: string;
let dataDir: string;
let clientDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'rr-api-docs-'));
  // A built client of one file, so the SPA catch-all is mounted and must leave /api/docs alone.
  clientDir = mkdtempSync(join(tmpdir(), 'rr-api-docs-client-'));
  writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>Reading Rooms</title>');
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
  database = await createTestDatabase();
  app = await buildApp({ ...config, clientDir }, { database, serveClient: true });
  baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(clientDir, { recursive: true, force: true });
});

const fetchDocument = async () => {
  const response = await fetch(`${baseUrl}/api/docs/openapi.json`);
  expect(response.status).toBe(200);
  return (await response.json()) as OpenApiDocument;
};

/** Routes that are not part of the HTTP API the document describes, each with its reason. */
function isDocumented(route: RouteOptions): boolean {
  // Fastify adds a HEAD route beside every GET; the document lists the GET.
  if (route.method === 'HEAD') return false;
  // The docs themselves: the document, Swagger UI's page, its copy of the document and its files.
  if (route.url.startsWith('/api/docs')) return false;
  // The Pusher-protocol WebSocket (/app/:key) is not request/response HTTP.
  if (route.websocket) return false;
  // The built client: the SPA catch-all and one route per file (@fastify/static, wildcard: false).
  if (route.url === '/*' || route.url === '/' || route.url === '/index.html') return false;
  return true;
}

/** Fastify's `/api/texts/:id` is OpenAPI's `/api/texts/{id}`. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

describe('GET /api/docs/openapi.json', () => {
  it('is an OpenAPI 3.1 document, public', async () => {
    const document = await fetchDocument();
    expect(document.openapi).toMatch(/^3\.1/);
  });

  it('documents every registered API route', async () => {
    const document = await fetchDocument();
    const expected = registered
      .filter(isDocumented)
      .flatMap((route) => [route.method].flat().map((method) => `${method} ${openApiPath(route.url)}`));
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    // A sanity floor: the hook saw the modules' routes, so an empty list cannot pass.
    expect(expected.length).toBeGreaterThan(40);
    expect(expected.filter((route) => !documented.includes(route))).toEqual([]);
    expect(documented.filter((route) => !expected.includes(route))).toEqual([]);
  });

  it('tags each route with its module and marks the bearer-token ones', async () => {
    const { paths } = await fetchDocument();
    expect(paths['/api/texts/{id}']?.get?.tags).toEqual(['texts']);
    expect(paths['/api/texts/{id}']?.get?.security).toEqual([{ bearer: [] }]);
    expect(paths['/api/login']?.post?.tags).toEqual(['auth']);
    expect(paths['/api/login']?.post?.security).toBeUndefined();
  });
});

describe('GET /api/docs', () => {
  it('answers Swagger UI as HTML, past the SPA catch-all', async () => {
    const response = await fetch(`${baseUrl}/api/docs`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain('swagger-ui');
    expect(html).not.toContain('<title>Reading Rooms</title>');
    const script = await fetch(`${baseUrl}/api/docs/static/swagger-ui-bundle.js`);
    expect(script.status).toBe(200);
    // Read to the end: a response left unread holds its connection open and app.close() waits.
    expect(await script.text()).toContain('SwaggerUIBundle');
  });
});
