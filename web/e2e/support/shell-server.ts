// A server of its own for the shell tests that need a configuration the shared e2e server does
// not have (tag URLs for the consent tests) or a build they may change under a running client
// (the update test): `node sync-server/src/main.ts` on a free loopback port with a fresh
// DATA_DIR, as `npm start` runs it, and a stand-in for third-party tags on another port.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** The build the e2e run serves (WEB_DIST, as in playwright.config.ts). */
export const builtWeb = path.resolve(repoRoot, 'web', process.env.WEB_DIST ?? 'dist');

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface ShellServer {
  url: string;
  stop(): Promise<void>;
}

export async function startShellServer(env: Record<string, string>): Promise<ShellServer> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'poct-shell-'));
  let output = '';
  const child: ChildProcess = spawn(process.execPath, [path.join(repoRoot, 'sync-server/src/main.ts')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_PRODUCTS: '0',
      WEB_DIST: builtWeb,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited: ${output}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`the server did not answer: ${output}`);
}

export interface TagStandIn {
  origin: string;
  /** Paths requested so far, in order. */
  hits: string[];
  stop(): Promise<void>;
}

/**
 * Stands in for the analytics and advertising hosts: serves a script at any path that marks
 * itself loaded in the page and sets the cookie such a tag would set.
 */
export async function startTagStandIn(): Promise<TagStandIn> {
  const hits: string[] = [];
  const server = http.createServer((req, res) => {
    hits.push(req.url ?? '');
    const name = (req.url ?? '').includes('gtag') ? '_gcl_au' : '_ga';
    res.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' });
    res.end(
      `window.__tags = (window.__tags || []).concat(${JSON.stringify(req.url)});` +
        `document.cookie = '${name}=stand-in; path=/; max-age=3600';`,
    );
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${port}`,
    hits,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
