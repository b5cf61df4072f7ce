// The banner's label: "Anzeige" / "Advertisement" on every banner, with "Informationen für
// Fachkreise" beside it when the server says the campaign is for professionals only.
import { describe, expect, it } from 'vitest';
import { renderApp, waitFor } from '../../test/render-app.tsx';
import { json } from '../../test/fake-server.ts';

const UPLOAD = `/uploads/${'0f'.repeat(32)}-960.webp`;

function served(forProfessionals: boolean) {
  const ad = {
    company: 'Nordlicht',
    href: '/api/ads/click/v1.abc.def',
    images: [{ url: UPLOAD, width: 960 }],
  };
  return () => json(200, { ad: forProfessionals ? { ...ad, for_professionals: true } : ad });
}

async function labelOn(path: string, forProfessionals: boolean): Promise<string> {
  const app = await renderApp(path, {
    'GET /api/ads/footer': served(forProfessionals),
  });
  const label = await waitFor(() => {
    const found = app.container.querySelector('[data-ad-slot="footer"] .ad__label');
    if (!found) throw new Error('no banner yet');
    return found.textContent ?? '';
  });
  await app.unmount();
  return label;
}

describe('AdSlot label', () => {
  it('says a banner for professionals is one, in German and English', async () => {
    expect(await labelOn('/about', true)).toBe('Anzeige · Informationen für Fachkreise');
    expect(await labelOn('/en/about', true)).toBe('Advertisement · Information for healthcare professionals');
  });

  it('says only "Anzeige" on a banner for the public', async () => {
    expect(await labelOn('/about', false)).toBe('Anzeige');
  });
});
