// The Chromium side of the benchmark: builds bench/page with Vite (the real index code and the
// real search worker, bundled as the app bundles them), serves it from loopback with
// cross-origin isolation (so performance.now() resolves 5 µs instead of 100 µs), and drives it
// with Playwright. Heap sizes come from the DevTools protocol after a forced collection.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { Browser, CDPSession, Page } from '@playwright/test';
import { build } from 'vite';
import type { BenchPageApi } from '../page/api.ts';
import { launchChromium } from './chromium.ts';

const PAGE_ROOT = path.resolve(import.meta.dirname, '../page');

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

export interface BrowserSession {
  page: Page;
  version: string;
  /** Runs `method` of the page's bench API with `args`. */
  call<K extends keyof BenchPageApi>(
    method: K,
    ...args: Parameters<BenchPageApi[K]>
  ): Promise<Awaited<ReturnType<BenchPageApi[K]>>>;
  /** JS heap in use after a forced garbage collection, in bytes. */
  heapUsed(): Promise<number>;
  close(): Promise<void>;
}

async function buildPage(outDir: string): Promise<void> {
  await build({
    configFile: false,
    root: PAGE_ROOT,
    base: './',
    logLevel: 'warn',
    worker: { format: 'es' },
    build: { outDir, emptyOutDir: true, target: 'es2023', modulePreload: false, reportCompressedSize: false },
  });
}

function serve(root: string): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const file = path.join(root, path.normalize(url.pathname === '/' ? '/index.html' : url.pathname));
    if (!file.startsWith(root) || !fs.existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Cross-Origin-Embedder-Policy': 'require-corp',
      'Cache-Control': 'no-store',
    });
    fs.createReadStream(file).pipe(response);
  });
  const port = Number(process.env.BENCH_PORT ?? 0);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

export async function openBrowserSession(log: (message: string) => void): Promise<BrowserSession> {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'poct-bench-page-'));
  log('building the bench page with Vite');
  await buildPage(outDir);
  const server = await serve(outDir);
  const { port } = server.address() as { port: number };
  let browser: Browser | undefined;
  try {
    browser = await launchChromium(['--enable-precise-memory-info', '--js-flags=--expose-gc']);
    const page = await browser.newPage();
    page.on('pageerror', (error) => log(`page error: ${error.message}`));
    await page.goto(`http://127.0.0.1:${port}/`);
    await page.waitForFunction(() => 'benchPage' in globalThis);
    if (!(await page.evaluate(() => (globalThis as { crossOriginIsolated?: boolean }).crossOriginIsolated))) {
      log('warning: the page is not cross-origin isolated; timings are rounded to 0.1 ms');
    }
    const cdp: CDPSession = await page.context().newCDPSession(page);
    const session: BrowserSession = {
      page,
      version: browser.version(),
      call: (method, ...args) =>
        page.evaluate(
          ([name, callArgs]) => {
            const api = (globalThis as unknown as { benchPage: Record<string, (...a: unknown[]) => unknown> })
              .benchPage;
            return api[name as string]?.(...(callArgs as unknown[]));
          },
          [method, args] as const,
        ) as never,
      heapUsed: async () => {
        await cdp.send('HeapProfiler.collectGarbage');
        await cdp.send('HeapProfiler.collectGarbage');
        const { usedSize } = await cdp.send('Runtime.getHeapUsage');
        return usedSize;
      },
      close: async () => {
        await browser?.close();
        server.close();
        fs.rmSync(outDir, { recursive: true, force: true });
      },
    };
    return session;
  } catch (error) {
    await browser?.close();
    server.close();
    throw error;
  }
}
