// Figure "bundle": what a visitor downloads. Builds the app into web/dist-bench (or reads
// BENCH_DIST, a built web/dist-* folder) and reports gzip sizes (zlib level 6, as a server
// sends them): the entry chunk, the JavaScript loaded before the first render (the entry and
// every chunk it imports statically), each lazy chunk, and the service worker's precache.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { appDist } from '../lib/app-build.ts';
import type { Figure } from '../lib/figure.ts';
import type { Measurement } from '../lib/report.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const ENTRY_GOAL_KB = 120;
const LAZY_ROWS = 8;
const KB = 1024;

interface Chunk {
  file: string;
  bytes: number;
  gzip: number;
}

function sizes(dist: string, file: string): Chunk {
  const content = fs.readFileSync(path.join(dist, file));
  return { file, bytes: content.length, gzip: zlib.gzipSync(content, { level: 6 }).length };
}

/** Files (relative to dist) that `file` imports statically: `import … from "./x.js"`, `import "./x.js"`. */
function staticImports(dist: string, file: string): string[] {
  const code = fs.readFileSync(path.join(dist, file), 'utf8');
  const found = new Set<string>();
  for (const match of code.matchAll(/(?:\bfrom\s*|\bimport\s*)["']([^"']+\.js)["']/g)) {
    found.add(path.posix.join(path.posix.dirname(file), match[1] as string));
  }
  return [...found];
}

function initialChunks(dist: string, entry: string): string[] {
  const seen = new Set<string>([entry]);
  const queue = [entry];
  for (let file = queue.shift(); file; file = queue.shift()) {
    for (const imported of staticImports(dist, file)) {
      if (!seen.has(imported) && fs.existsSync(path.join(dist, imported))) {
        seen.add(imported);
        queue.push(imported);
      }
    }
  }
  return [...seen];
}

function precacheUrls(dist: string): string[] {
  const worker = path.join(dist, 'sw.js');
  if (!fs.existsSync(worker)) return [];
  const code = fs.readFileSync(worker, 'utf8');
  return [...code.matchAll(/\burl:\s*"([^"]+)"/g)].map((match) => match[1] as string);
}

function listFiles(dir: string, base = dir): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory()
      ? listFiles(full, base)
      : [path.relative(base, full).split(path.sep).join('/')];
  });
}

function kb(bytes: number): number {
  return bytes / KB;
}

export const bundleFigure: Figure = {
  id: 'bundle',
  title: 'Bundle sizes (gzip)',
  async run(context) {
    const dist = appDist(context.log);
    const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
    const entrySrc = /<script[^>]*type="module"[^>]*src="\/?([^"]+)"/.exec(html)?.[1];
    if (!entrySrc) throw new Error(`no entry script in ${dist}/index.html`);
    const css = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="\/?([^"]+)"/g)].map(
      (m) => m[1] as string,
    );
    const initial = initialChunks(dist, entrySrc).map((file) => sizes(dist, file));
    const initialCss = css.map((file) => sizes(dist, file));
    const initialFiles = new Set(initial.map((chunk) => chunk.file));
    const lazy = listFiles(dist)
      .filter((file) => file.endsWith('.js') && file.startsWith('assets/') && !initialFiles.has(file))
      .map((file) => sizes(dist, file))
      .sort((a, b) => b.gzip - a.gzip);
    const precache = precacheUrls(dist)
      .filter((url) => fs.existsSync(path.join(dist, url)))
      .map((url) => sizes(dist, url));
    const sum = (chunks: Chunk[], key: 'bytes' | 'gzip') =>
      chunks.reduce((total, chunk) => total + chunk[key], 0);
    const entry = initial[0] as Chunk;

    const out: Measurement[] = [
      {
        figure: 'bundle',
        label: `entry chunk ${entry.file}`,
        values: { gzip: kb(entry.gzip), raw: kb(entry.bytes) },
        unit: 'KB',
      },
      {
        figure: 'bundle',
        label: `JS before first render (entry + ${initial.length - 1} static imports)`,
        values: { gzip: kb(sum(initial, 'gzip')), raw: kb(sum(initial, 'bytes')) },
        unit: 'KB',
        goalOf: 'gzip',
        goal: { op: '<=', value: ENTRY_GOAL_KB },
        detail: { chunks: initial },
      },
      {
        figure: 'bundle',
        label: 'CSS before first render',
        values: { gzip: kb(sum(initialCss, 'gzip')), raw: kb(sum(initialCss, 'bytes')) },
        unit: 'KB',
        detail: { files: initialCss },
      },
      ...lazy.slice(0, LAZY_ROWS).map((chunk): Measurement => ({
        figure: 'bundle',
        label: `lazy ${chunk.file}`,
        values: { gzip: kb(chunk.gzip), raw: kb(chunk.bytes) },
        unit: 'KB',
      })),
      {
        figure: 'bundle',
        label: `lazy chunks, all ${lazy.length}${lazy.length > LAZY_ROWS ? ` (${lazy.length - LAZY_ROWS} smaller ones not listed above)` : ''}`,
        values: { gzip: kb(sum(lazy, 'gzip')), raw: kb(sum(lazy, 'bytes')) },
        unit: 'KB',
        detail: { chunks: lazy },
      },
      {
        figure: 'bundle',
        label: `precache (${precache.length} entries in sw.js)`,
        values: { gzip: kb(sum(precache, 'gzip')), raw: kb(sum(precache, 'bytes')) },
        unit: 'KB',
        detail: { dist: path.relative(ROOT, dist), entries: precache },
      },
    ];
    return out;
  },
};
