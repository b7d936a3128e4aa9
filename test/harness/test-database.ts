import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { type Database, openDatabase } from '#server/db/database.ts';

const migrationsDir = resolve('src/server/db/migrations');

/**
 * A fresh, migrated database for one test file. On PGlite it is cloned from a template dump kept in
 * the temp folder (a new PGlite takes seconds to migrate, a clone well under one). With
 * TEST_DATABASE_URL set, each call gets its own new PostgreSQL database, dropped on close.
 */
export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) return createPostgresDatabase(serverUrl);
  const template = await templateDump();
  return openDatabase({ dataDir: 'memory://', migrationsDir, loadDataDir: template });
}

/** The migrated template as a PGlite data-folder tarball (made once per set of migrations). */
export async function templateDump(): Promise<Blob> {
  const path = join(tmpdir(), `reading-rooms-template-${migrationsHash()}.tar`);
  if (!existsSync(path)) {
    const database = await openDatabase({ dataDir: 'memory://', migrationsDir });
    const dump = await database.dump?.();
    if (!dump) throw new Error('PGlite should be able to dump its data folder');
    await database.close();
    const partial = `${path}.${process.pid}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, path);
  }
  return new Blob([readFileSync(path)]);
}

function migrationsHash() {
  const hash = createHash('sha256');
  for (const file of readdirSync(migrationsDir).sort()) {
    if (file.endsWith('.sql')) hash.update(readFileSync(join(migrationsDir, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

async function createPostgresDatabase(serverUrl: string): Promise<Database> {
  const { url, drop } = await createEmptyPostgresDatabase(serverUrl);
  const database = await openDatabase({ url, dataDir: '', migrationsDir });
  return {
    ...database,
    close: async () => {
      await database.close();
      await drop();
    },
  };
}

/**
 * A new, empty database on the PostgreSQL server of `serverUrl` (the role needs CREATEDB): its URL,
 * and `drop` once nothing uses it any more.
 */
export async function createEmptyPostgresDatabase(serverUrl: string) {
  const name = `rr_test_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => dropDatabase(serverUrl, name) };
}

/**
 * Drops a test database once nothing uses it. Not `WITH (FORCE)`: that must be allowed to terminate
 * every session on the database, and an autovacuum worker visiting it belongs to no role our test
 * role is a member of (PostgreSQL 15 refuses with 42501). A plain DROP stops autovacuum itself; a
 * session still closing answers 55006, and we ask again until it has gone.
 */
async function dropDatabase(serverUrl: string, name: string) {
  const dropper = new pg.Client({ connectionString: serverUrl });
  await dropper.connect();
  try {
    for (let attempt = 1; ; attempt++) {
      try {
        await dropper.query(`DROP DATABASE IF EXISTS ${name}`);
        return;
      } catch (error) {
        const inUse = (error as { code?: string }).code === '55006';
        if (!inUse || attempt >= 50) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  } finally {
    await dropper.end();
  }
}
