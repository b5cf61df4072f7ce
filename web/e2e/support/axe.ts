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
