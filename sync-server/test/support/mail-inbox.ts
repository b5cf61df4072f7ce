// A real SMTP server on a loopback port for tests: the app sends to it through SMTP_URL, each
// mail is parsed (mailparser) and kept, and tests wait for the mail to an address and follow
// its link.
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The first http(s) link of the text part. */
  link: string | undefined;
  /** Every `text/calendar` part (an invitation's alternative or its `.ics` attachment), as text. */
  calendars: Array<{ contentType: string; content: string }>;
  /** Header lines by lower-case name, as sent (e.g. `list-unsubscribe`). */
  headers: Record<string, string>;
}

export interface MailInbox {
  smtpUrl: string;
  mails: ReceivedMail[];
  /** Waits for the `nth` (1-based) mail to `to` whose subject matches. */
  waitFor(to: string, subject?: RegExp, nth?: number): Promise<ReceivedMail>;
  /** Mails to `to` received so far. */
  to(address: string): ReceivedMail[];
  close(): Promise<void>;
}

export async function startMailInbox(): Promise<MailInbox> {
  const mails: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const text = parsed.text ?? '';
          for (const recipient of session.envelope.rcptTo) {
            mails.push({
              to: recipient.address.toLowerCase(),
              subject: parsed.subject ?? '',
              text,
              html: typeof parsed.html === 'string' ? parsed.html : '',
              link: /https?:\/\/\S+/.exec(text)?.[0],
              calendars: parsed.attachments
                .filter((part) => /^(text\/calendar|application\/ics)/.test(part.contentType))
                .map((part) => ({ contentType: part.contentType, content: part.content.toString('utf8') })),
              headers: Object.fromEntries(
                parsed.headerLines.map(({ key, line }) => [key, line.slice(line.indexOf(':') + 1).trim()]),
              ),
            });
          }
          for (const wake of waiters) wake();
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const to = (address: string) => mails.filter((mail) => mail.to === address.toLowerCase());

  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    mails,
    to,
    async waitFor(address, subject, nth = 1) {
      const find = () => to(address).filter((mail) => !subject || subject.test(mail.subject))[nth - 1];
      const deadline = Date.now() + 15_000;
      for (;;) {
        const found = find();
        if (found) return found;
        if (Date.now() > deadline)
          throw new Error(
            `no mail ${nth} to ${address} ${subject ?? ''}; got: ${mails.map((m) => `${m.to} ${m.subject}`).join(', ')}`,
          );
        await new Promise<void>((resolve) => {
          const wake = () => {
            waiters.delete(wake);
            resolve();
          };
          waiters.add(wake);
          setTimeout(wake, 200);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
