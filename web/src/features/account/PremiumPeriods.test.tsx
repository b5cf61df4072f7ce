// The profile's periods of premium, from /api/auth/me through the real page: each period with
// its rights and its end, in German and English with dates in the page's language.
import { afterEach, describe, expect, it } from 'vitest';
import { EXPIRY_KEY, TOKEN_KEY, USER_KEY } from '../../session/storage.ts';
import type { SessionEntitlement } from '../../session/types.ts';
import { json, makeUser } from '../../test/fake-server.ts';
import { renderApp, waitFor } from '../../test/render-app.tsx';

const YEAR_END = '2090-03-01T10:00:00.000Z';
const PASS_END = '2090-03-02T10:00:00.000Z';
const PERIODS: SessionEntitlement[] = [
  {
    from: '2020-03-01T10:00:00.000Z',
    until: YEAR_END,
    source: 'order',
    plan: { id: 'plan-premium-yearly', name: { de: 'Premium jährlich', en: 'Premium yearly' } },
    chat_access: true,
    link_access: true,
  },
  {
    from: YEAR_END,
    until: PASS_END,
    source: 'order',
    plan: { id: 'plan-day-pass', name: { de: '24-Stunden-Zugang', en: '24-hour access' } },
    chat_access: false,
    link_access: true,
  },
  {
    from: '2020-03-01T10:00:00.000Z',
    until: null,
    source: 'staff',
    plan: null,
    chat_access: false,
    link_access: false,
  },
];

function signedIn() {
  const user = makeUser({ premium: true, premium_until: PASS_END, entitlements: PERIODS });
  localStorage.setItem(TOKEN_KEY, 'token');
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  localStorage.setItem(EXPIRY_KEY, String(Date.now() + 600_000));
  return {
    'GET /api/auth/me': () => json(200, user),
    'GET /api/payments/orders': () => json(200, { orders: [] }),
  };
}

const periodTexts = (container: HTMLElement) =>
  [...container.querySelectorAll('[data-testid="premium-period"]')].map((item) => item.textContent);

afterEach(() => localStorage.clear());

describe('the profile’s periods of premium', () => {
  it.each([
    [
      '/en/ds/profile',
      'Your premium periods',
      [
        'Premium yearly: Until 1 March 2090Publications and linksNoodleChat assistant',
        '24-hour access: From 1 March 2090 until 2 March 2090Publications and linksWithout NoodleChat',
        'Premium granted by our team: Without end dateNo publicationsWithout NoodleChat',
      ],
    ],
    [
      '/ds/profile',
      'Ihre Premium-Zeiträume',
      [
        'Premium jährlich: Bis 1. März 2090Publikationen und LinksNoodleChat-Assistent',
        '24-Stunden-Zugang: Vom 1. März 2090 bis 2. März 2090Publikationen und LinksOhne NoodleChat',
        'Premium, von unserem Team freigeschaltet: Ohne EnddatumKeine PublikationenOhne NoodleChat',
      ],
    ],
  ])('lists each period with its rights and end on %s', async (path, title, texts) => {
    const app = await renderApp(path, signedIn());
    await waitFor(() => expect(periodTexts(app.container)).toHaveLength(3));
    expect(app.container.querySelector('#premium-periods-title')?.textContent).toBe(title);
    expect(periodTexts(app.container)).toEqual(texts);
    await app.unmount();
  });

  it('shows no list for an account without periods', async () => {
    const user = makeUser();
    localStorage.setItem(TOKEN_KEY, 'token');
    localStorage.setItem(USER_KEY, JSON.stringify(user));
    localStorage.setItem(EXPIRY_KEY, String(Date.now() + 600_000));
    const app = await renderApp('/en/ds/profile', {
      'GET /api/auth/me': () => json(200, user),
      'GET /api/payments/orders': () => json(200, { orders: [] }),
    });
    await waitFor(() => expect(app.container.querySelector('[data-testid="premium-status"]')).not.toBeNull());
    expect(app.container.querySelector('[data-testid="premium-periods"]')).toBeNull();
    await app.unmount();
  });
});
