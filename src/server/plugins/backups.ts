import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { serveBackupSocket } from '../backup/backup-socket.ts';
import { appliedMigrations } from '../backup/database-dump.ts';
import type { Config } from '../config.ts';

/**
 * On the embedded database, answers `npm run backup` through DATA_DIR/backup.sock (the command may
 * not open a folder this process holds). A socket that cannot be opened is logged, never fatal.
 */
export default fp(
  async function backupsPlugin(app: FastifyInstance, opts: { config: Config }) {
    const { database } = app;
    const dumpSql = database.dumpSql;
    if (!dumpSql) return;
    const dump = async () => ({
      schema: await appliedMigrations((sql) => database.executeSql(sql)),
      sql: await dumpSql(),
    });
    try {
      const close = await serveBackupSocket(opts.config.dataDir, dump);
      app.addHook('onClose', close);
    } catch (error) {
      app.log.warn(
        { err: error },
        'The backup socket could not be opened: npm run backup needs the server stopped',
      );
    }
  },
  { name: 'backups', dependencies: ['db'] },
);
