import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';

async function main() {
  const config = loadConfig(process.env);
  const app = await buildApp(config, { serveClient: true });
  const shutdown = async (signal: string) => {
    app.log.info(`${signal} received, closing`);
    await app.close();
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
