import { describe, expect, it } from 'vitest';
import type { Quotation } from '@poct/schemas';
import { staffNotice } from './staff-notice.ts';

const quotation: Quotation = {
  id: 'quote-0001',
  product_id: 'prod-00001',
  product_name: 'Demo Analyzer',
  sub_product_id: 'prod-00001-sp1',
  sub_product_name: 'CRP',
  user_id: 'user-premium',
  name: 'Petra Müller',
  email: 'premium@demo.poct-atlas.test',
  subject: 'Angebot\nfür drei Geräte',
  message: 'Bitte um ein Angebot.',
  devices_count: 3,
  locale: 'de',
  created_at: '2026-01-02T10:00:00.000Z',
  updated_at: '2026-01-02T10:00:00.000Z',
};

describe('staffNotice', () => {
  it('names the product and subject on one subject line', () => {
    expect(staffNotice(quotation).subject).toBe('Angebotsanfrage: Demo Analyzer – Angebot für drei Geräte');
  });

  it('lists the facts given and leaves out the ones not given', () => {
    const { text } = staffNotice(quotation);
    expect(text).toContain('Test: CRP');
    expect(text).toContain('Anzahl Geräte: 3');
    expect(text).toContain('Nachricht:\nBitte um ein Angebot.');
    expect(text).not.toContain('Telefon');
    expect(text).not.toContain('Weitere Angaben');
  });
});
