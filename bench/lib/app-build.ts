// The built app the browser figures and the bundle figure use: web/dist-bench, built once per
// run with Vite (or BENCH_DIST, an already built web/dist-* folder, to skip the build).
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
let built: string | undefined;

export function appDist(log: (message: string) => void): string {
  if (process.env.BENCH_DIST) return path.resolve(process.env.BENCH_DIST);
  if (built) return built;
  const outDir = 'dist-bench';
  log(`building the app into web/${outDir}`);
  const result = spawnSync(
    process.execPath,
    [path.join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    { cwd: ROOT, env: { ...process.env, WEB_DIST: outDir }, encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`vite build failed:\n${result.stderr || result.stdout}`);
  built = path.join(ROOT, 'web', outDir);
  return built;
}
