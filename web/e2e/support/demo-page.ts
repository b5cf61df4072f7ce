// Page model of demo booking: the public /demo page and the workspace's /ds/demos.
// Slots are found by their accessible name (the full date and time in the page's language).
import { expect, type Locator, type Page } from '@playwright/test';
import { typeDate, typeTime } from './workspace-forms.ts';

/** "1. Dezember 2026" / "1 December 2026": the day part of a slot's accessible name. */
export function dayName(startIso: string, locale: 'de' | 'en', timeZone: string): string {
  return new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone,
  }).format(new Date(startIso));
}

export class DemoPage {
  readonly page: Page;
  constructor(page: Page) {
    this.page = page;
  }

  async open(locale: 'de' | 'en'): Promise<void> {
    await this.page.goto(locale === 'de' ? '/demo' : '/en/demo');
  }

  /** The radio of the slot on that day (its accessible name holds the day). */
  slot(day: string): Locator {
    return this.page.getByRole('radio', { name: new RegExp(day.replace(/\./g, '\\.')) });
  }

  /** Chooses a slot with the keyboard, as the radio group is meant to be used. */
  async choose(day: string): Promise<void> {
    await this.slot(day).focus();
    await this.page.keyboard.press('Space');
    await expect(this.slot(day)).toBeChecked();
  }

  async fillVisitor(
    labels: { name: string; email: string; organisation: string; consent: RegExp },
    who: {
      name: string;
      email: string;
      organisation: string;
    },
  ): Promise<void> {
    await this.page.getByLabel(labels.name, { exact: true }).fill(who.name);
    await this.page.getByLabel(labels.email, { exact: true }).fill(who.email);
    await this.page.getByLabel(labels.organisation, { exact: true }).fill(who.organisation);
    // The box, not the label's middle: the label holds the link to the data protection notice.
    await this.page.locator('.checkbox__box').click();
    await expect(this.page.getByRole('checkbox', { name: labels.consent })).toBeChecked();
  }
}

export class DemoSlotsScreen {
  readonly page: Page;
  constructor(page: Page) {
    this.page = page;
  }

  /** The row of a slot (rows carry their slot id, which is derived from the start). */
  row(slotId: string): Locator {
    return this.page.locator(`tr[data-slot="${slotId}"]`);
  }

  async openSeries(firstDay: string, time: string, count: number): Promise<void> {
    await this.page.goto('/en/ds/demos/create');
    await typeDate(this.page.getByRole('group', { name: 'First day', exact: true }), firstDay);
    await typeTime(this.page.getByRole('group', { name: 'Start time', exact: true }), time);
    await this.page.getByRole('radio', { name: 'Every day' }).focus();
    await this.page.keyboard.press('Space');
    await this.page.getByLabel('Number of slots').fill(String(count));
    await this.page.getByRole('button', { name: 'Open slots' }).click();
  }
}
