import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DOCUMENT_TITLES,
  DEFAULT_VIDEO_TITLE,
  defaultLinkTitle,
  linkTitleIn,
} from './link-titles.ts';
import { LINK_TYPES } from './constants.ts';

const photo = { type: 'image', category: 'manual_product_documentation' } as const;
const video = { type: 'additional', category: 'product_videos' } as const;

describe('link titles in the page language', () => {
  it('shows a default document title in English on English pages and as stored on German ones', () => {
    const title = defaultLinkTitle('Demo Analyser 3000', photo);
    expect(title).toBe('Demo Analyser 3000 – Produktfoto');
    expect(linkTitleIn({ ...photo, title }, 'en')).toBe('Demo Analyser 3000 – Product photo');
    expect(linkTitleIn({ ...photo, title }, 'de')).toBe(title);
  });

  it('translates every kind of default title, a video’s by its category', () => {
    for (const type of LINK_TYPES) {
      const link = { type, category: 'manual_product_documentation' as const };
      expect(linkTitleIn({ ...link, title: defaultLinkTitle('X', link) }, 'en')).toBe(
        `X – ${DEFAULT_DOCUMENT_TITLES[type].en}`,
      );
    }
    expect(linkTitleIn({ ...video, title: defaultLinkTitle('X', video) }, 'en')).toBe(
      `X – ${DEFAULT_VIDEO_TITLE.en}`,
    );
    expect(linkTitleIn({ ...photo, title: 'Produktfoto' }, 'en')).toBe('Product photo');
  });

  it('keeps titles staff wrote, a default of another kind, and every study title as stored', () => {
    expect(linkTitleIn({ ...photo, title: 'Foto am Krankenbett' }, 'en')).toBe('Foto am Krankenbett');
    // The default title of a brochure on a link that is now a photo is no longer a default title.
    expect(linkTitleIn({ ...photo, title: 'X – Produktbroschüre' }, 'en')).toBe('X – Produktbroschüre');
    expect(linkTitleIn({ ...photo, title: ' – Produktfoto' }, 'en')).toBe(' – Produktfoto');
    const study = { type: 'additional', category: 'green_application_studies' } as const;
    expect(linkTitleIn({ ...study, title: 'X – Weitere Informationen' }, 'en')).toBe(
      'X – Weitere Informationen',
    );
  });
});
