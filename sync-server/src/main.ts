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
  let stopping = false;
  // Requests in flight finish, held feeds end so devices reconnect elsewhere, the counters kept in
  // memory are written, all within SHUTDOWN_TIMEOUT_SECONDS; past it the process exits anyway.
  const shutdown = (signal: string): void => {
    if (stopping) return;
    stopping = true;
    const bound = server.config.shutdownTimeoutMs;
    log.info({ signal }, 'shutting down');
    setTimeout(() => {
      log.error({ boundMs: bound }, 'shutdown took too long; exiting');
      void flushLog().finally(() => process.exit(1));
    }, bound).unref();
    void (async () => {
      // Most of the bound for requests in flight; the rest for the flush and the store.
      await server.drain(Math.floor(bound * 0.7));
      await server.close();
      log.info('stopped');
      await flushLog();
      process.exit(0);
    })();
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
} catch (error) {
  if (error instanceof ConfigError || error instanceof StoreStartError) {
    log.fatal(`Cannot start POCT Atlas: ${error.message}`);
  } else {
    log.fatal({ err: error }, 'Cannot start POCT Atlas');
  }
  await flushLog();
  process.exit(1);
}
