// The alert digest against the real server, store and a real SMTP inbox: a premium user who chose
// a daily digest gets their unread alerts once per day in their language, with a one-click
// unsubscribe link (also as List-Unsubscribe, RFC 8058) that turns the digest off without
// signing in; a forged token changes nothing and says so in the request's language; a user whose
// premium ended gets no mail.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { message } from '@poct/schemas';
import { startTestServer, type TestServer } from '../../../test/support/test-server.ts';
import { startMailInbox, type MailInbox } from '../../../test/support/mail-inbox.ts';
import { newPremiumUser } from '../../../test/support/held-feeds.ts';
import type { CouchDoc } from '../../platform/store/couch-client.ts';
import { userAlertsDbName } from '../../platform/store/databases.ts';

let server: TestServer;
let inbox: MailInbox;
let product = '';

type User = Awaited<ReturnType<typeof newPremiumUser>>;

function setDigest(user: User, alert_digest: unknown): Promise<Response> {
  return server.api('/api/account/profile', {
    method: 'PATCH',
    token: user.token,
    headers: { 'accept-language': 'en' },
    json: { alert_digest },
  });
}

async function watcher(language: 'de' | 'en'): Promise<User> {
  const user = await newPremiumUser(server, { language });
  const at = new Date().toISOString();
  const pushed = await server.api('/db/watchlist/_bulk_docs', {
    method: 'POST',
    token: user.token,
    json: { docs: [{ _id: product, product_id: product, created_at: at, updated_by: user.id }] },
  });
  expect(pushed.status).toBe(201);
  expect((await setDigest(user, 'daily')).status).toBe(200);
  return user;
}

async function changePrice(price: number): Promise<void> {
  const doc = (await server.store.get<CouchDoc & { price: object }>('catalogue_master', product))!;
  await server.store.put('catalogue_master', {
    ...doc,
    price: { ...doc.price, default: price },
    updated_at: new Date().toISOString(),
  });
  await server.projector.idle();
}

const digestOf = async (id: string) => (await server.auth.accounts.get(id))?.alert_digest;
const unsubscribeLink = (text: string) =>
  /https?:\/\/\S+\/api\/alerts\/unsubscribe\?token=\S+/.exec(text)?.[0];

beforeAll(async () => {
  inbox = await startMailInbox();
  server = await startTestServer({ smtpUrl: inbox.smtpUrl, demoProducts: 10 });
  await server.projector.idle();
  product = (await server.store.allDocs('catalogue', { startkey: '`' }))[0]!._id;
});
afterAll(async () => {
  await server?.close();
  await inbox?.close();
});

describe('the alert digest', () => {
  it('refuses a digest setting that is none of off, daily and weekly', async () => {
    const user = await newPremiumUser(server);
    const response = await setDigest(user, 'hourly');
    expect(response.status).toBe(400);
    expect(await digestOf(user.id)).toBeUndefined();
  });

  it('mails the unread alerts once a day in the user’s language, with a working one-click unsubscribe', async () => {
    const de = await watcher('de');
    const en = await watcher('en');
    await changePrice(1234.5);
    expect(await server.digests.sweep()).toBeGreaterThanOrEqual(2);

    const german = await inbox.waitFor(de.email, /beobachteten Produkten/);
    expect(german.text.replace(/\u00a0/g, ' ')).toMatch(/Preis: .* → 1\.234,50 €/);
    const english = await inbox.waitFor(en.email, /products you watch/);
    expect(english.text.replace(/\u00a0/g, ' ')).toMatch(/Price: .* → €1,234\.50/);

    const link = unsubscribeLink(german.text)!;
    expect(german.headers['list-unsubscribe']).toBe(`<${link}>`);
    expect(german.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

    // Once per period, also when another change comes.
    await changePrice(1300);
    await server.digests.sweep();
    expect(inbox.to(de.email)).toHaveLength(1);

    // The link works without signing in, in the account's language.
    const page = await fetch(link);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Abgemeldet');
    expect(await digestOf(de.id)).toBe('off');

    // RFC 8058: the mail program's POST.
    const oneClick = await fetch(unsubscribeLink(english.text)!, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect(await digestOf(en.id)).toBe('off');
  });

  it('changes nothing for a forged token and says so in the request’s language', async () => {
    const user = await watcher('de');
    const link = await (async () => {
      const real = new URL((await server.api('/api/health')).url);
      return `${real.origin}/api/alerts/unsubscribe?token=${Buffer.from(user.id).toString('base64url')}.forged`;
    })();
    const page = await fetch(link, { headers: { 'accept-language': 'en', accept: 'text/html' } });
    expect(page.status).toBe(400);
    expect(await page.text()).toContain(message('error.400.unsubscribe_link', 'en'));
    const post = await fetch(link, { method: 'POST', headers: { 'accept-language': 'de' } });
    expect(post.status).toBe(400);
    expect(((await post.json()) as { message: string }).message).toBe(
      message('error.400.unsubscribe_link', 'de'),
    );
    expect(await digestOf(user.id)).toBe('daily');
  });

  it('sends nothing to a user whose premium ended', async () => {
    const user = await watcher('en');
    await changePrice(999);
    expect(await server.store.allDocs(userAlertsDbName(user.id))).not.toEqual([]);
    await server.auth.accounts.update(user.id, (account) => ({
      ...account,
      premium: false,
      premium_until: '2020-01-01T00:00:00.000Z',
      entitlements: [],
    }));
    await server.digests.sweep();
    expect(inbox.to(user.email)).toEqual([]);
  });
});
