// nginx from Debian's packages (installed by `npm test`: scripts/ensure-debian-package.ts) in
// front of several server processes, as in production. The config is written into a temp dir
// at test time (pid, logs and temp paths there, nothing root-owned); the proxying rules are the
// production ones (deploy/nginx/proxy-rules.conf), only the listener and the upstream differ.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, waitForHealth } from '../../sync-server/test/support/spawn-server.ts';

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const RULES = path.resolve(import.meta.dirname, '../../deploy/nginx/proxy-rules.conf');

export interface Nginx {
  url: string;
  stop(): Promise<void>;
  /** nginx's error log, for failure messages. */
  errors(): string;
}

function config(dir: string, port: number, upstreams: string[]): string {
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`;
  return `worker_processes 1;
daemon off;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections 4096; }
http {
  access_log off;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  upstream poct_servers {
    least_conn;
    ${upstreams.map((upstream) => `server ${upstream} max_fails=1 fail_timeout=5s;`).join('\n    ')}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${port};
    include ${RULES};
  }
}
`;
}

/** Starts nginx proxying to `upstreams` (host:port) and waits until it answers /api/health. */
export async function startNginx(upstreams: string[]): Promise<Nginx> {
  if (!fs.existsSync(NGINX)) {
    throw new Error(
      `nginx is missing at ${NGINX}: run node scripts/ensure-debian-package.ts nginx or set NGINX_PATH`,
    );
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'poct-nginx-'));
  // Run as root (CI), nginx's workers are `nobody`: they must reach the temp paths.
  fs.chmodSync(dir, 0o755);
  const port = await freePort();
  const conf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(conf, config(dir, port, upstreams));
  const child = spawn(NGINX, ['-p', dir, '-c', conf], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exit = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const errors = () => {
    const log = path.join(dir, 'error.log');
    return stderr + (fs.existsSync(log) ? fs.readFileSync(log, 'utf8') : '');
  };
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(`${url}/api/health`);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`nginx did not answer: ${errors()}`, { cause: error });
  }
  return {
    url,
    errors,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exit;
      }
    },
  };
}
