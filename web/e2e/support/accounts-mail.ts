// For the account end-to-end tests: a real SMTP server on a loopback port that the app sends to
// (SMTP_URL), and the app's own server process started with it, on a port of its own.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  link: string | undefined;
}

export interface Inbox {
  smtpUrl: string;
  waitFor(to: string, subject: RegExp, nth?: number): Promise<Mail>;
  close(): Promise<void>;
}

export async function startInbox(): Promise<Inbox> {
  const mails: Mail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const text = parsed.text ?? '';
          for (const rcpt of session.envelope.rcptTo) {
            mails.push({
              to: rcpt.address.toLowerCase(),
              subject: parsed.subject ?? '',
              text,
              link: /https?:\/\/\S+/.exec(text)?.[0],
            });
          }
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    async waitFor(to, subject, nth = 1) {
      for (let i = 0; i < 150; i++) {
        const found = mails.filter((m) => m.to === to.toLowerCase() && subject.test(m.subject))[nth - 1];
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(
        `no mail to ${to} matching ${subject}: ${mails.map((m) => `${m.to}: ${m.subject}`).join('; ')}`,
      );
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// Each lane's worker (playwright.config.ts) starts its own, so the port follows the worker's index.
export const ACCOUNTS_PORT =
  Number(process.env.E2E_PORT ?? 18080) + 7 + 1000 * Number(process.env.TEST_PARALLEL_INDEX ?? 0);
export const ACCOUNTS_URL = `http://127.0.0.1:${ACCOUNTS_PORT}`;

export interface AppServer {
  stop(): Promise<void>;
}

/** The app as `npm start` runs it, sending mail to `smtpUrl`, on ACCOUNTS_PORT (`env`: more settings). */
export async function startAppServer(smtpUrl: string, env: Record<string, string> = {}): Promise<AppServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'poct-e2e-accounts-'));
  const child: ChildProcess = spawn(process.execPath, ['sync-server/src/main.ts'], {
    env: {
      ...process.env,
      PORT: String(ACCOUNTS_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_PRODUCTS: '60',
      SMTP_URL: smtpUrl,
      ...env,
      ...(process.env.WEB_DIST ? { WEB_DIST: path.resolve('web', process.env.WEB_DIST) } : {}),
    },
    stdio: 'ignore',
  });
  for (let i = 0; i < 600; i++) {
    const ok = await fetch(`${ACCOUNTS_URL}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
