// The cost calculator on a German page: a column per product, prefilled from the product,
// German decimals and thousands typed ("12,50", "1.200"), the figures in German amounts; a wrong
// input says so under the field and the figures keep the last good inputs, which are kept on the
// device and lead on to the quote request.
import { act, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeUser } from '../../test/fake-server.ts';
import { waitFor } from '../../test/render-app.tsx';
import { renderPart } from '../../test/render-part.tsx';
import { CostCalculator } from './CostCalculator.tsx';
import { prefilledInputs } from './cost-calculator.ts';
import { loadDraft, removeAllDrafts, saveDraft } from '../../session/drafts.ts';
import { COST_DRAFT, useCostInputs } from './cost-inputs.ts';
import { product } from './report-fixtures.ts';

const first = product('p-1', 'Grünwald Kardio Süß 200', 'Grünwald');
const second = product('p-2', 'Alpenmed Quick', 'Alpenmed AG', { consumable_cost_per_test: 3 });
const user = makeUser({ premium: true });

function Harness() {
  const [base] = useState(() => new Map([first, second].map((each) => [each.id, prefilledInputs(each)])));
  const costs = useCostInputs(user.id, base);
  return <CostCalculator products={[first, second]} inputs={costs.inputs} onChange={costs.change} />;
}

function type(input: HTMLInputElement, text: string) {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  setValue.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

async function enter(input: HTMLInputElement, text: string) {
  await act(async () => type(input, text));
  await act(async () => input.dispatchEvent(new FocusEvent('focusout', { bubbles: true })));
}

const columns = () => [...document.querySelectorAll<HTMLElement>('.cost-column')];
/** The input labelled `label` in `column`. */
function field(column: HTMLElement, label: string): HTMLInputElement {
  const found = [...column.querySelectorAll<HTMLInputElement>('input')].find((input) => {
    const labelled = input.getAttribute('aria-labelledby')?.split(' ') ?? [];
    return labelled.some((id) => document.getElementById(id)?.textContent === label);
  });
  if (!found) throw new Error(`no field ${label}`);
  return found;
}
const figure = (column: HTMLElement, name: string) =>
  column.querySelector(`[data-cost="${name}"]`)?.textContent?.replace(/\u00a0/g, ' ');

afterEach(() => localStorage.clear());

describe('the cost calculator', () => {
  it('takes German decimals, shows German amounts and keeps the last good figures past a wrong input', async () => {
    const part = await renderPart('/compare', user, <Harness />);
    await waitFor(() => expect(columns()).toHaveLength(2));
    const [column, other] = columns();
    expect(column!.getAttribute('role')).toBe('group');
    // Prefilled from the products: 4,50 € and 3,00 € per test.
    expect(field(column!, 'Preis pro Test bzw. Verbrauchsmaterial (EUR)').value).toBe('4,50');
    expect(field(other!, 'Preis pro Test bzw. Verbrauchsmaterial (EUR)').value).toBe('3,00');
    expect(figure(column!, 'per-result')).toBe('Geben Sie die Patiententests pro Jahr ein');

    await enter(field(column!, 'Patiententests pro Jahr'), '1.200');
    await enter(field(column!, 'Preis pro Test bzw. Verbrauchsmaterial (EUR)'), '12,50');
    await enter(field(column!, 'Kaufpreis des Geräts (EUR)'), '5.000');
    // (1.200 + 1 × 250 + 2 × 4 controls) × 12,50 € + 5.000 € ÷ 5 years
    await waitFor(() => expect(figure(column!, 'total')).toBe('19.225,00 €'));
    expect(figure(column!, 'per-result')).toBe('16,02 €');
    const link = column!.querySelector<HTMLAnchorElement>('.cost-column__quote');
    expect(link?.getAttribute('href')).toBe('/products/p-1?tests_per_year=1200');

    // A fraction of a test: the field says so, the figures stay.
    const tests = field(column!, 'Patiententests pro Jahr');
    await enter(tests, '12,5');
    await waitFor(() => expect(column!.textContent).toContain('Bitte geben Sie eine ganze Zahl ein'));
    expect(tests.getAttribute('aria-invalid')).toBe('true');
    expect(figure(column!, 'per-result')).toBe('16,02 €');

    // The good figures are on the device, per product.
    // Only what the user changed is kept (no catalogue figure), and signing out removes it.
    const stored = loadDraft<Record<string, unknown>>(localStorage, user.id, COST_DRAFT)!;
    expect(stored['p-1']).toEqual({ testsPerYear: 1200, pricePerTest: 12.5, devicePrice: 5000 });
    expect(stored['p-2']).toBeUndefined();
    removeAllDrafts(localStorage);
    expect(loadDraft(localStorage, user.id, COST_DRAFT)).toBeUndefined();
    await part.unmount();
  });

  it('starts again from the figures kept on the device', async () => {
    saveDraft(localStorage, user.id, COST_DRAFT, {
      'p-2': { testsPerYear: 800, financing: 'lease', leasePerYear: 2400 },
    });
    const part = await renderPart('/compare', user, <Harness />);
    await waitFor(() => expect(columns()).toHaveLength(2));
    const other = columns()[1]!;
    expect(field(other, 'Patiententests pro Jahr').value).toBe('800');
    expect(field(other, 'Leasing pro Jahr (EUR)').value).toBe('2.400,00');
    // (800 + 258 controls) × 3,00 € + 2.400 € lease
    expect(figure(other, 'total')).toBe('5.574,00 €');
    await part.unmount();
  });
});
