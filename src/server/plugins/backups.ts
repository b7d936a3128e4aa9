import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { serveBackupSocket } from '../backup/backup-socket.ts';
import { dailyBackups } from '../backup/daily-backups.ts';
import { appliedMigrations, dumpPostgres } from '../backup/database-dump.ts';
import type { Config } from '../config.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Takes a backup into DATA_DIR/backups now (tests; the schedule calls it once a day). */
    backups: { runNow(): Promise<{ file: string; bytes: number } | undefined> };
  }
}

/** How often the server asks whether a day has passed since the last backup (1 hour). */
const CHECK_EVERY_MS = 60 * 60 * 1000;
/** The first check waits this long after start (10 minutes), so a short-lived process takes none. */
const FIRST_CHECK_MS = 10 * 60 * 1000;

/**
 * Backups by the server (docs/backups.md): on the embedded database it answers `npm run backup`
 * through DATA_DIR/backup.sock (the command may not open a folder this process holds), and every
 * day it writes one into DATA_DIR/backups/. A socket that cannot be opened and a backup that fails
 * are logged with their reason, never fatal.
 */
export default fp(
  async function backupsPlugin(app: FastifyInstance, opts: { config: Config }) {
    const { database } = app;
    const { config } = opts;
    const dumpSql = database.dumpSql;
    const dump = dumpSql
      ? async () => ({
          schema: await appliedMigrations((sql) => database.executeSql(sql)),
          sql: await dumpSql(),
        })
      : () => dumpPostgres(database.url ?? config.databaseUrl ?? '');
    if (dumpSql) {
      try {
        const close = await serveBackupSocket(config.dataDir, dump);
        app.addHook('onClose', close);
      } catch (error) {
        app.log.warn(
          { err: error },
          'The backup socket could not be opened: npm run backup needs the server stopped',
        );
      }
    }

    const daily = dailyBackups({
      dir: config.backup.dir,
      dataDir: config.dataDir,
      keep: config.backup.keep,
      engine: database.kind,
      dump,
    });
    const runNow = async () => {
      const started = Date.now();
      try {
        const written = await daily.runNow();
        if (written)
          app.log.info(
            { file: written.file, bytes: written.bytes, ms: Date.now() - started },
            'Backup written',
          );
        else app.log.info('A backup is already being taken by another process');
        return written;
      } catch (error) {
        app.log.error({ err: error }, 'Backup failed');
        throw error;
      }
    };
    app.decorate('backups', { runNow });
    if (config.backup.keep === 0) return;
    const check = () => {
      void daily
        .due()
        .then((due) => (due ? runNow() : undefined))
        .catch(() => {}); // logged by runNow; the server goes on serving
    };
    let timer: NodeJS.Timeout | undefined;
    const first = setTimeout(() => {
      check();
      timer = setInterval(check, CHECK_EVERY_MS).unref();
    }, FIRST_CHECK_MS).unref();
    app.addHook('onClose', async () => {
      clearTimeout(first);
      clearInterval(timer);
    });
  },
  { name: 'backups', dependencies: ['db'] },
);
