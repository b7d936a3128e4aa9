import { chmodSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { join } from 'node:path';
import type { Manifest } from './backup-archive.ts';

/**
 * The embedded database is one process's: while a server holds DATA_DIR/db, `npm run backup` asks
 * that server for the dump through this socket. A unix socket that only the operator's account can
 * open (0600), never an HTTP route: no signed-in person can ask for the whole database.
 */
export const backupSocketPath = (dataDir: string) => join(dataDir, 'backup.sock');

export interface SqlDump {
  sql: string;
  schema: Manifest['schema'];
}

/** Serves dumps on DATA_DIR/backup.sock; resolves to its closer once listening. */
export async function serveBackupSocket(dataDir: string, dump: () => Promise<SqlDump>) {
  const path = backupSocketPath(dataDir);
  // A socket file left by a server that was killed: nobody answers on it any more.
  rmSync(path, { force: true });
  const server = createServer((socket) => {
    socket.on('error', () => {});
    socket.once('data', () => {
      dump().then(
        ({ sql, schema }) => {
          const body = Buffer.from(sql, 'utf8');
          socket.write(`${JSON.stringify({ ok: true, schema, bytes: body.length })}\n`);
          socket.end(body);
        },
        (error: unknown) => socket.end(`${JSON.stringify({ ok: false, error: String(error) })}\n`),
      );
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => resolve());
  });
  chmodSync(path, 0o600);
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      rmSync(path, { force: true });
    });
}

/** The dump from the server holding DATA_DIR, or undefined when no server answers there. */
export function requestDumpFromServer(dataDir: string): Promise<SqlDump | undefined> {
  return new Promise((resolve, reject) => {
    const socket = connect(backupSocketPath(dataDir));
    const chunks: Buffer[] = [];
    let connected = false;
    socket.on('connect', () => {
      connected = true;
      socket.write('dump\n');
    });
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (!connected && (error.code === 'ENOENT' || error.code === 'ECONNREFUSED')) resolve(undefined);
      else reject(error);
    });
    socket.on('end', () => {
      const all = Buffer.concat(chunks);
      const newline = all.indexOf(10);
      const header = JSON.parse(all.subarray(0, newline).toString('utf8')) as
        | { ok: true; schema: Manifest['schema']; bytes: number }
        | { ok: false; error: string };
      if (!header.ok) return reject(new Error(`The server could not take the dump: ${header.error}`));
      const body = all.subarray(newline + 1);
      if (body.length !== header.bytes) return reject(new Error('The server closed the socket mid-dump.'));
      resolve({ sql: body.toString('utf8'), schema: header.schema });
    });
  });
}
