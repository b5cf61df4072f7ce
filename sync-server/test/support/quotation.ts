/** A quote request of the premium demo user with the client's own id (a resend of it is free). */
export function quotation(id: string): Record<string, unknown> {
  return {
    id,
    product_id: 'prod-00001',
    sub_product_id: 'prod-00001-sp1',
    name: 'Petra Müller',
    company: 'Demo-Klinikum',
    email: 'premium@demo.poct-atlas.test',
    phone: '+49 30 123456',
    subject: 'Angebot',
    message: 'Bitte senden Sie uns ein Angebot.',
    devices_count: 3,
    planned_purchase_date: '2026-10-01',
    tests_per_year: 5000,
    additional_info: '',
  };
}
