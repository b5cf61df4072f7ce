// Entry point of `npm start`.
import { ConfigError } from './platform/config.ts';
import { StoreStartError } from './platform/store/embedded-store.ts';
import { startServer } from './index.ts';
import { flushLog, log } from './platform/log/logger.ts';

try {
  const server = await startServer();
  const store = server.embedded ? `embedded store on 127.0.0.1:${server.embedded.port}` : 'Apache CouchDB';
  log.info(
    { port: server.config.port, dataDir: server.config.dataDir },
    `POCT Atlas listening on http://localhost:${server.config.port} (${store})`,
  );
  const shutdown = (): void => {
    server.close().then(() => process.exit(0));
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
} catch (error) {
  if (error instanceof ConfigError || error instanceof StoreStartError) {
    log.fatal(`Cannot start POCT Atlas: ${error.message}`);
  } else {
    log.fatal({ err: error }, 'Cannot start POCT Atlas');
  }
  await flushLog();
  process.exit(1);
}
