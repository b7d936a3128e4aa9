import { ConfigError, loadConfig } from './config.ts';
import { openConfiguredDatabase } from './db/database.ts';
import { knownPreparedStatements } from './db/prepared-statements.ts';

async function main() {
  const config = loadConfig(process.env);
  // The database starts first, so its WebAssembly compiles and its files are read while the app's
  // modules load (docs/architecture.md §14, Memory and start-up).
  const opening = openConfiguredDatabase(config);
  opening.catch(() => {}); // awaited below, after the import: its failure is reported there
  const { buildApp } = await import('./app.ts');
  const database = await opening;
  const app = await buildApp(config, { serveClient: true, database });
  // After the app: its modules have made their statements by now.
  await database.warm(knownPreparedStatements());
  const shutdown = async (signal: string) => {
    app.log.info(`${signal} received, closing`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  await app.listen({ port: config.port, host: config.host });
  console.log(`\nReading Rooms is running at ${config.appUrl}\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
