// A bench client in a process of its own (so its CPU is not the server's): the job goes as an
// argument, credentials through the environment (a command line is readable by anyone), and the
// answer is the last line of its output, a JSON object.
import { spawn } from 'node:child_process';

export function runJsonChild<T>(
  script: string,
  job: unknown,
  env: Record<string, string>,
  what: string,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, JSON.stringify(job)], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.once('exit', (code) => {
      const line = out.trim().split('\n').pop() ?? '';
      if (code !== 0 || !line.startsWith('{')) reject(new Error(`${what} failed (${code}): ${err || out}`));
      else resolve(JSON.parse(line) as T);
    });
  });
}
