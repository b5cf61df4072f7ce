// axe-core's serious and critical findings on the page as it is (WCAG 2.1 A and AA, colour
// contrast included), as short lines a failing test prints. react-aria's live announcer (a
// visually hidden region) is left out: it keeps each announcement for seven seconds as a
// `role="img"` pointing at the announced element's label, which axe flags once that element (a
// toast, a closed dialog) is gone, depending only on when the check runs.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .exclude('[data-live-announcer]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
}

/**
 * What a page of the route families must show: axe's serious findings, and a link to the
 * accessibility statement in the page's language (the statement must be reachable from every
 * page, so the footer or the workspace sidebar carries it).
 */
export async function pageFindings(page: Page): Promise<string[]> {
  const found = await seriousViolations(page);
  const en = (await page.locator('html').getAttribute('lang')) === 'en';
  const statement = `${en ? '/en' : ''}/about/accessibility`;
  if ((await page.locator(`a[href="${statement}"]`).count()) === 0)
    found.push(`no link to the accessibility statement (${statement})`);
  return found;
}
