// Runs `node sync-server/src/main.ts` as its own process, as `npm start` does, so tests can
// read its output and kill it outright.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const main = path.join(repoRoot, 'sync-server/src/main.ts');
const children: ChildProcess[] = [];

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface SpawnedServer {
  child: ChildProcess;
  exit: Promise<number | null>;
  output(): string;
}

export function spawnServer(env: Record<string, string>): SpawnedServer {
  let output = '';
  const child = spawn(process.execPath, [main], {
    env: { ...process.env, HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exit, output: () => output };
}

/** Kills every process spawned here; for afterAll. */
export function killSpawnedServers(): void {
  for (const child of children) child.kill('SIGKILL');
}

export async function waitForHealth(url: string): Promise<Response> {
  for (let i = 0; i < 300; i++) {
    try {
      const response = await fetch(url);
      if (response.ok) return response;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no answer from ${url}`);
}

/** Polls `check` every 100 ms until it returns true. */
export async function eventually(
  check: () => Promise<boolean>,
  what: string,
  withinMs = 10_000,
): Promise<void> {
  for (let i = 0; i < withinMs / 100; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting until ${what}`);
}
