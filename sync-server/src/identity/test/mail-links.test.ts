// Links in mails come only from configuration: a password reset requested
// with a forged Host and every kind of forwarding header mails a link to the configured origin,
// here with PUBLIC_URL unset (the documented default: http://localhost:PORT) and with loopback
// trusted as a proxy, so the forwarding headers would count if anything read them. The sitemap
// and the hreflang links do the same.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailInbox, type MailInbox } from '../../../test/support/mail-inbox.ts';
import { DEMO_USERS, startTestServer, type TestServer } from '../../../test/support/test-server.ts';

let inbox: MailInbox;
let server: TestServer;

beforeAll(async () => {
  inbox = await startMailInbox();
  server = await startTestServer({ demoProducts: 0, smtpUrl: inbox.smtpUrl, trustProxy: 'loopback' });
});
afterAll(async () => {
  await server?.close();
  await inbox?.close();
});

const FORGED = {
  host: 'evil.example',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-proto': 'https',
  forwarded: 'for=198.51.100.7;host=evil.example;proto=https',
};

/** A request with a forged Host (fetch would not let us set it). */
function forged(method: string, pathname: string, body?: unknown): Promise<{ status: number; text: string }> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: pathname,
        headers: { ...FORGED, 'content-type': 'application/json', 'accept-language': 'en' },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      },
    );
    request.on('error', reject);
    request.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

describe('links in mails', () => {
  it('When a reset is requested with a forged Host and forwarding headers, then the mailed link points at the configured origin', async () => {
    expect(server.config.publicUrl).toBe(server.url);
    const answer = await forged('POST', '/api/account/forgot-password', { email: DEMO_USERS.free });
    expect(answer.status).toBe(202);
    const mail = await inbox.waitFor(DEMO_USERS.free, /Reset your password|Passwort/);
    expect(new URL(mail.link!).origin).toBe(server.config.publicUrl);
    expect(mail.text).not.toContain('evil.example');
    expect(mail.html).not.toContain('evil.example');
  });

  it('When the sitemap is asked for with a forged Host, then every address uses the configured origin', async () => {
    const answer = await forged('GET', '/sitemap.xml');
    expect(answer.status).toBe(200);
    expect(answer.text).not.toContain('evil.example');
    expect(answer.text).toContain(`<loc>${server.config.publicUrl}/`);
  });
});
