// The digest's lines say what the alerts page says, in the mail's language.
import { describe, expect, it } from 'vitest';
import { validDocuments } from '../../../../schemas/src/test-fixtures.ts';
import { alertLine } from './digest-mail.ts';

const price = validDocuments().alert;
const notice = {
  ...price,
  kind: 'safety_notice' as const,
  field: undefined,
  from: undefined,
  to: undefined,
  title: 'Rückruf Charge 42',
  authority: 'bfarm',
  reference: 'FSCA-2026-42',
};

describe('a digest line', () => {
  it('names a changed price from what to what in the mail’s language', () => {
    expect(alertLine(price, 'de', new Map())).toBe('Preis: 1.200,00\u00a0€ → 1.050,00\u00a0€');
    expect(alertLine(price, 'en', new Map())).toBe('Price: €1,200.00 → €1,050.00');
  });

  it('names a safety notice’s authority by name, not by its code, and its reference', () => {
    expect(alertLine(notice, 'de', new Map())).toBe(
      'Sicherheitshinweis: Rückruf Charge 42 (BfArM, FSCA-2026-42)',
    );
    expect(alertLine({ ...notice, authority: 'other' }, 'en', new Map())).toBe(
      'Safety notice: Rückruf Charge 42 (other authority, FSCA-2026-42)',
    );
  });
});
