import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type App, buildApp } from '#server/app.ts';
import { type Config, loadConfig } from '#server/config.ts';
import type { Database } from '#server/db/database.ts';
import { createTestDatabase } from './test-database.ts';

export interface TestApp {
  app: App;
  config: Config;
  database: Database;
  /** e.g. http://127.0.0.1:41234 — the app listens on a real port. */
  baseUrl: string;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * The real server on a real loopback port, on a fresh database and a temporary DATA_DIR. The database
 * is a cloned in-memory PGlite (or TEST_DATABASE_URL's PostgreSQL); `onDisk` gives the app its
 * embedded default instead, PGlite in DATA_DIR as `npm start` runs it (slower to start: benchmarks);
 * `serveClient` serves the built app from dist/ too, for a benchmark that opens it in Chromium;
 * `sharedDatabase` starts the app on another app's database (a restart), which `close` leaves open.
 */
export async function startTestApp(
  env: Record<string, string> = {},
  {
    onDisk = false,
    serveClient = false,
    sharedDatabase,
  }: { onDisk?: boolean; serveClient?: boolean; sharedDatabase?: Database } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'rr-data-'));
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, PORT: '0', ...env });
  const database = sharedDatabase ?? (onDisk ? undefined : await createTestDatabase());
  const app = await buildApp(config, { ...(database ? { database } : {}), serveClient });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    app,
    config,
    database: app.database,
    baseUrl,
    dataDir,
    close: async () => {
      await app.close();
      if (!sharedDatabase) await database?.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
