import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { activateLocale } from '../i18n/catalog.ts';
import { createMemoryAppHistory } from '../routes/app-history.ts';
import { fakeServer, json } from '../test/fake-server.ts';
import { createServices } from './services.ts';

describe('the services', () => {
  it('send each call in the language of the address, also before that catalogue has loaded', async () => {
    await activateLocale('en');
    const server = fakeServer({ 'GET /api/search/preview': () => json(200, { total: 0, hits: [] }) });
    const services = createServices({
      history: () => createMemoryAppHistory('/en/search'),
      fetch: server.fetch,
    });
    await services.api.request('/api/search/preview?q=cr', { anonymous: true });

    // The language switch: the address is German at once, the German catalogue comes later.
    services.history.navigate('/search?q=cr');
    expect(i18n.locale).toBe('en');
    await services.api.request('/api/search/preview?q=cr', { anonymous: true });

    expect(server.requests.map((request) => request.headers.get('Accept-Language'))).toEqual(['en', 'de']);
    expect(services.api.locale()).toBe('de');
  });
});
