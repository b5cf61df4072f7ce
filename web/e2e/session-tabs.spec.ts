// Refresh tokens are single-use: two tabs refreshing an expired access token at the same moment
// must not present the same cookie twice (that revokes the session). One tab refreshes, the other
// adopts its token, and both stay signed in.
import { expect, test } from '@playwright/test';
import { signIn } from './support/accounts.ts';

test('two tabs whose token expired refresh together and both stay signed in', async ({ context }) => {
  const first = await context.newPage();
  await signIn(first, 'staff');
  const second = await context.newPage();
  await second.goto('/en/ds');
  await expect(second.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  // The saved access token has expired in both tabs; both start again at once.
  await first.evaluate(() =>
    localStorage.setItem('poct-atlas.session.expires-at', String(Date.now() - 1000)),
  );
  const refreshes: number[] = [];
  context.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/auth/refresh') refreshes.push(response.status());
  });
  await Promise.all([first.reload(), second.reload()]);

  for (const page of [first, second]) {
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await expect(page).toHaveURL(/\/en\/ds$/);
  }
  // Still signed in after another round trip: the session was not revoked by a reused cookie.
  await second.reload();
  await expect(second.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  // Every refresh was accepted: no tab presented a cookie another tab had already used. The
  // dashboard may draw before the refresh's answer reaches the test, hence the poll.
  await expect.poll(() => refreshes.length, { timeout: 15_000 }).toBeGreaterThan(0);
  expect(refreshes.every((status) => status === 200)).toBe(true);
});
