// Supervises the embedded store child process: starts it, waits until it listens, restarts it
// when it dies (on the same port, so the gateway's base URL stays valid) and stops it with us.
// Every request to it needs the data directory's store credential (store-credential.ts), which
// the child receives in its environment (never on its command line) and the server sends as
// `authorization`.
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { basicAuthorization, loadStoreCredential, type StoreCredential } from './store-credential.ts';
import { log } from '../log/logger.ts';

export interface EmbeddedStore {
  /** Base URL without credentials. */
  url: string;
  /** `Authorization` header value every request to the store must carry. */
  authorization: string;
  port: number;
  /**
   * `base` (the store's own URL by default) with the credential as userinfo, for a process that
   * is given the store as COUCHDB_URL (tests, tools). Never log it.
   */
  credentialUrl(base?: string): string;
  /** The current store process's id (a new one after each restart); tests check it stays. */
  readonly pid: number | undefined;
  /** Kill the store process (tests use this to simulate a crash); the supervisor restarts it. */
  kill(signal?: NodeJS.Signals): void;
  stop(): Promise<void>;
  onRestart(listener: () => void): void;
}

export class StoreStartError extends Error {}

type StoreMessage = { type: 'ready'; port: number } | { type: 'error'; message: string };

const processFile = path.join(import.meta.dirname, 'embedded-store-process.ts');

function spawnStore(
  dataDir: string,
  port: number,
  credential: StoreCredential,
): { child: ChildProcess; ready: Promise<number> } {
  const child = fork(processFile, [], {
    env: {
      ...process.env,
      STORE_DATA_DIR: dataDir,
      STORE_PORT: String(port),
      STORE_CREDENTIAL: `${credential.username}:${credential.password}`,
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ready = new Promise<number>((resolve, reject) => {
    let lastError = 'the store process exited before it was ready';
    child.on('message', (message: StoreMessage) => {
      if (message.type === 'ready') resolve(message.port);
      else lastError = message.message;
    });
    child.once('exit', () => reject(new StoreStartError(`embedded store: ${lastError}`)));
    child.once('error', (error) => reject(new StoreStartError(`embedded store: ${error.message}`)));
  });
  return { child, ready };
}

export async function startEmbeddedStore(dataDir: string, requestedPort: number): Promise<EmbeddedStore> {
  const storeDir = path.join(dataDir, 'store');
  const credential = await loadStoreCredential(dataDir);
  const first = spawnStore(storeDir, requestedPort, credential);
  let child = first.child;
  const port = await first.ready;
  let stopping = false;
  const restartListeners: Array<() => void> = [];

  const supervise = (current: ChildProcess): void => {
    current.once('exit', (code, signal) => {
      if (stopping) return;
      log.error({ area: 'store', exit: signal ?? code, port }, 'store process exited; restarting');
      // A short pause keeps a store that dies at once from spinning the CPU.
      setTimeout(() => {
        if (stopping) return;
        const restarted = spawnStore(storeDir, port, credential);
        child = restarted.child;
        supervise(child);
        restarted.ready.then(
          () => restartListeners.forEach((listener) => listener()),
          (error: Error) => log.error({ area: 'store', err: error }, 'store restart failed'),
        );
      }, 250);
    });
  };
  supervise(child);

  const url = `http://127.0.0.1:${port}/`;
  return {
    url,
    authorization: basicAuthorization(credential),
    port,
    credentialUrl(base = url) {
      const withCredential = new URL(base);
      withCredential.username = encodeURIComponent(credential.username);
      withCredential.password = encodeURIComponent(credential.password);
      return withCredential.toString();
    },
    get pid() {
      return child.pid;
    },
    kill: (signal = 'SIGKILL') => child.kill(signal),
    onRestart: (listener) => restartListeners.push(listener),
    stop: () =>
      new Promise<void>((resolve) => {
        stopping = true;
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
