// Demo booking in Chromium: staff open two slots in the workspace (and none that
// would overlap them); a German visitor books the first with the keyboard-driven slot picker; a
// visitor who had the page open already is told the slot was just taken, and it is gone from the
// list for everyone; staff see the booking and cancel it, which frees the slot again. Times run in Europe/Berlin for everyone.
import { expect as baseExpect, test } from '@playwright/test';
import { demoSlotId } from '@poct/schemas';
import { signIn } from './support/accounts.ts';
import { seriousViolations } from './support/axe.ts';
import { dayName, DemoPage, DemoSlotsScreen } from './support/demo-page.ts';

const ZONE = 'Europe/Berlin';
test.use({ timezoneId: ZONE });
/** Waits longer than the default: the journey runs beside staff's first sync. */
const expect = baseExpect.configure({ timeout: 20_000 });

/** Two days from a day 40 days ahead, as a date input takes them, and their 10:00 in Berlin as UTC. */
function days() {
  const first = new Date(Date.now() + 40 * 86_400_000);
  const iso = (offset: number) => {
    const day = new Date(first.getTime() + offset * 86_400_000);
    return new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(day);
  };
  const start = (date: string) => {
    // 10:00 in Berlin: 08:00 or 09:00 UTC; the one whose Berlin hour is 10.
    for (const hour of [8, 9]) {
      const candidate = new Date(`${date}T0${hour}:00:00.000Z`);
      const local = new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, hour: '2-digit' }).format(candidate);
      if (local === '10') return candidate.toISOString();
    }
    throw new Error(`no 10:00 in ${ZONE} on ${date}`);
  };
  return [iso(0), iso(1)].map((date) => ({ date, start: start(date) }));
}

test('a German visitor books a slot, it is gone for the next visitor, and staff cancel the booking', async ({
  browser,
  page,
}) => {
  // Staff's first sync (thousands of documents) runs beside the journey: server steps get time.
  test.setTimeout(120_000);
  const [first, second] = days();
  const firstId = demoSlotId(new Date(first!.start));

  // Staff open two daily slots at 10:00 in their time zone.
  await signIn(page, 'staff');
  const screen = new DemoSlotsScreen(page);
  await screen.openSeries(first!.date, '10:00', 2);
  await expect(page).toHaveURL(/\/en\/ds\/demos$/);
  await expect(page.getByRole('status').filter({ hasText: '2 new slots' })).toBeVisible();
  await expect(screen.row(firstId)).toContainText('Free');
  // The same days at 10:15 would overlap them: none is made, and the toast says so.
  await screen.openSeries(first!.date, '10:15', 2);
  await expect(
    page.getByRole('status').filter({ hasText: '0 new slots · 2 starts overlapped slots and were left out' }),
  ).toBeVisible();

  // Two visitors open the German page; the first books the first slot.
  const visitors = await browser.newContext({ timezoneId: ZONE, locale: 'de-DE' });
  const booker = new DemoPage(await visitors.newPage());
  const late = new DemoPage(await visitors.newPage());
  for (const visitor of [booker, late]) await visitor.open('de');
  const firstDay = dayName(first!.start, 'de', ZONE);
  const secondDay = dayName(second!.start, 'de', ZONE);
  await expect(
    booker.page.getByText(`Die Zeiten werden in Ihrer Zeitzone angezeigt: ${ZONE}.`),
  ).toBeVisible();
  await expect(booker.slot(firstDay)).toHaveAccessibleName(/10:00/);
  expect(await seriousViolations(booker.page)).toEqual([]);

  const labels = {
    name: 'Name',
    email: 'E-Mail',
    organisation: 'Organisation',
    consent: /Ich bin einverstanden/,
  };
  await booker.choose(firstDay);
  await booker.fillVisitor(labels, {
    name: 'Petra Müller',
    email: 'petra@klinik.example',
    organisation: 'Klinikum Nord',
  });
  const booked = booker.page.waitForResponse((r) => r.url().endsWith('/api/demo/bookings'));
  await booker.page.getByRole('button', { name: 'Demo buchen' }).click();
  expect((await booked).status()).toBe(202);
  await expect(booker.page.getByRole('heading', { name: 'Ihre Demo ist gebucht' })).toBeFocused();

  // The visitor who loaded the page before: the slot was just taken, and the list no longer has it.
  await late.choose(firstDay);
  await late.fillVisitor(labels, {
    name: 'Tom Baker',
    email: 'tom@praxis.example',
    organisation: 'Praxis Süd',
  });
  await late.page.getByRole('button', { name: 'Demo buchen' }).click();
  await expect(late.page.getByRole('alert')).toHaveText(
    'Dieser Termin wurde gerade vergeben. Bitte wählen Sie einen anderen.',
  );
  await expect(late.slot(firstDay)).toHaveCount(0);
  await expect(late.slot(secondDay)).toBeVisible();
  const next = new DemoPage(await visitors.newPage());
  await next.open('de');
  await expect(next.slot(secondDay)).toBeVisible();
  await expect(next.slot(firstDay)).toHaveCount(0);

  // Staff see the booking and cancel it; the slot is free for visitors again.
  await page.reload();
  await expect(screen.row(firstId)).toContainText('Petra Müller, Klinikum Nord');
  expect(await seriousViolations(page)).toEqual([]);
  await screen
    .row(firstId)
    .getByRole('button', { name: /Cancel booking of/ })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel booking' }).click();
  await expect(screen.row(firstId)).toContainText('Free');
  await next.page.reload();
  await expect(next.slot(firstDay)).toBeVisible();
  await visitors.close();
});
