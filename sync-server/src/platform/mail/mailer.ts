// Sends the app's mails with nodemailer. With SMTP_URL each mail goes to that server; without
// it, each mail is written as an RFC 822 `.eml` file under DATA_DIR/outbox/ (its file is logged,
// never its address or link), so registration and password reset work on a fresh machine with no
// mail setup.
// A mail that cannot be sent is logged, never thrown: the request that caused it (register,
// forgot password) must answer the same either way, and the user can ask for another.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';
import { log } from '../log/logger.ts';
import { metrics } from '../metrics/metrics.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one link the mail is about (in the mail only: links carry tokens, never logged). */
  link?: string;
  /**
   * A calendar invitation (RFC 5545 text, requests/demo-booking/invitation.ts): sent as the
   * `text/calendar; method=…` alternative calendar programs act on, and as `invite.ics`.
   */
  calendar?: { method: 'REQUEST' | 'CANCEL'; content: string };
  /** Extra header lines (the digest's `List-Unsubscribe` and `List-Unsubscribe-Post`, RFC 8058). */
  headers?: Record<string, string>;
}

export interface Mailer {
  /** 'smtp' when SMTP_URL is set, else 'outbox'. */
  readonly mode: 'smtp' | 'outbox';
  /** Resolves true when the mail was handed over (or written); false after a logged failure. */
  send(mail: OutgoingMail): Promise<boolean>;
  close(): void;
}

export function outboxDir(dataDir: string): string {
  return path.join(dataDir, 'outbox');
}

export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      mode: 'smtp',
      async send(mail) {
        try {
          await transport.sendMail({ from: config.mailFrom, ...withoutLink(mail) });
          metrics.mailSent.inc();
          return true;
        } catch (error) {
          metrics.mailFailed.inc();
          log.error({ area: 'mail', err: error }, 'sending a mail failed');
          return false;
        }
      },
      close: () => transport.close(),
    };
  }

  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const dir = outboxDir(config.dataDir);
  return {
    mode: 'outbox',
    async send(mail) {
      try {
        const info = await transport.sendMail({ from: config.mailFrom, ...withoutLink(mail) });
        await fs.mkdir(dir, { recursive: true });
        const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomBytes(4).toString('hex')}.eml`;
        await fs.writeFile(path.join(dir, name), info.message as Buffer);
        log.info({ area: 'mail', file: path.join(dir, name) }, 'mail written to the outbox');
        metrics.mailSent.inc();
        return true;
      } catch (error) {
        metrics.mailFailed.inc();
        log.error({ area: 'mail', err: error }, 'writing a mail to the outbox failed');
        return false;
      }
    },
    close: () => transport.close(),
  };
}

function withoutLink({ link: _link, calendar, ...mail }: OutgoingMail) {
  return calendar ? { ...mail, icalEvent: { ...calendar, filename: 'invite.ics' } } : mail;
}
