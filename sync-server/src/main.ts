// Entry point of `npm start`.
import { ConfigError } from './platform/config.ts';
import { StoreStartError } from './platform/store/embedded-store.ts';
import { startServer } from './index.ts';

try {
  const server = await startServer();
  const store = server.embedded ? `embedded store on 127.0.0.1:${server.embedded.port}` : 'Apache CouchDB';
  console.log(
    `POCT Atlas listening on http://localhost:${server.config.port} (${store}, data in ${server.config.dataDir})`,
  );
  const shutdown = (): void => {
    server.close().then(() => process.exit(0));
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
} catch (error) {
  if (error instanceof ConfigError || error instanceof StoreStartError) {
    console.error(`Cannot start POCT Atlas: ${error.message}`);
  } else {
    console.error('Cannot start POCT Atlas:', error);
  }
  process.exit(1);
}
