import { describe, expect, it } from 'vitest';
import { isValidRouteMatch } from './route-validity.ts';
import { postSlug } from './posts.ts';

describe('postSlug', () => {
  it.each([
    ['Neue Geräte für die Praxis', 'neue-geraete-fuer-die-praxis'],
    ['  CRP & HbA1c: was gilt?  ', 'crp-hba1c-was-gilt'],
    ['Café à la carte', 'cafe-a-la-carte'],
    ['<script>alert(1)</script>', 'script-alert-1-script'],
    ['!!!', 'post'],
    ['😀', 'post'],
  ])('%s → %s', (title, slug) => {
    expect(postSlug(title)).toBe(slug);
  });

  it('is a valid route id however long or odd the title', () => {
    for (const title of ['x'.repeat(500), `${'ü'.repeat(60)}-a`, 'a-'.repeat(100)]) {
      const slug = postSlug(title);
      expect(isValidRouteMatch({ params: { id: slug } })).toBe(true);
      expect(slug.length).toBeLessThanOrEqual(80);
      expect(slug).not.toMatch(/^-|-$/);
    }
  });
});
