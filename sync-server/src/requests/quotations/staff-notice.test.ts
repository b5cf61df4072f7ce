import { describe, expect, it } from 'vitest';
import type { Quotation } from '@poct/schemas';
import { quotationStaffMail } from './staff-notice.ts';

const quotation: Quotation = {
  id: 'quote-0001',
  product_id: 'prod-00001',
  product_name: 'Demo Analyzer',
  sub_product_id: 'prod-00001-sp1',
  sub_product_name: 'CRP',
  user_id: 'user-premium',
  name: 'Petra <Müller>',
  email: 'premium@demo.poct-atlas.test',
  subject: 'Angebot\nfür drei Geräte',
  message: 'Bitte um ein Angebot.',
  devices_count: 3,
  locale: 'de',
  created_at: '2026-01-02T10:00:00.000Z',
  updated_at: '2026-01-02T10:00:00.000Z',
};
const URL = 'https://atlas.example/ds/quotations';

describe('quotationStaffMail', () => {
  it('names the product and subject on one subject line, in the recipient language', () => {
    expect(quotationStaffMail('de', quotation, URL).subject).toBe(
      'Angebotsanfrage: Demo Analyzer – Angebot für drei Geräte',
    );
    expect(quotationStaffMail('en', quotation, URL).subject).toBe(
      'Quote request: Demo Analyzer – Angebot für drei Geräte',
    );
  });

  it.each([
    ['de', 'Angebotsanfrage: Demo Analyzer'],
    ['en', 'Quote request: Demo Analyzer'],
  ] as const)(
    'names "quote request" once when the subject only names the product (%s)',
    (locale, subject) => {
      for (const given of ['Demo Analyzer', 'Angebotsanfrage: Demo Analyzer', 'Quote request: Demo Analyzer'])
        expect(quotationStaffMail(locale, { ...quotation, subject: given }, URL).subject).toBe(subject);
    },
  );

  it('lists the facts given, leaves out the ones not given, and links to the list', () => {
    const { text, link } = quotationStaffMail('en', quotation, URL);
    expect(text).toContain('Test: CRP');
    expect(text).toContain('Number of devices: 3');
    expect(text).toContain('Message:\nBitte um ein Angebot.');
    expect(text).toContain(`All quote requests: ${URL}`);
    expect(text).not.toContain('Phone');
    expect(text).not.toContain('Additional information');
    expect(link).toBe(URL);
  });

  it('escapes what the requester wrote in the HTML part', () => {
    const { html } = quotationStaffMail('de', quotation, URL);
    expect(html).toContain('Petra &#60;Müller&#62;');
    expect(html).not.toContain('<Müller>');
  });
});
