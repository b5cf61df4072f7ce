// The link editor's safety notice fields: the type "safety notice" and the authorities are
// offered with German and English labels; the shared rules' refusals (no authority, no reference,
// an authority on another type) show at their fields; empty ones are left out of the document.
import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { SAFETY_NOTICE_AUTHORITIES, type Link } from '@poct/schemas';
import { validDocuments } from '../../../../schemas/src/test-fixtures.ts';
import { activateLocale } from '../../i18n/catalog.ts';
import { normalizeDraft, validateDraft } from '../../workspace/forms/validation.ts';
import { LINK_FIELDS } from './link-fields.ts';

const field = (path: string) => LINK_FIELDS.find((candidate) => candidate.path === path)!;
function labelsOf(path: string): Record<string, string> {
  const control = field(path).control;
  if (control.kind !== 'select' || !('static' in control.options))
    throw new Error(`${path}: not a fixed choice`);
  return Object.fromEntries(control.options.static.map((option) => [option.id, i18n._(option.label)]));
}

const notice: Link = {
  ...validDocuments().link,
  type: 'safety_notice',
  category: 'manual_product_documentation',
  signal: 'r',
  authority: 'bfarm',
  reference: '04711/26',
};

describe('the link editor’s safety notice fields', () => {
  it.each([
    ['de', 'Sicherheitshinweis', 'BfArM (Deutschland)', 'Behörde', 'Aktenzeichen'],
    ['en', 'Safety notice', 'BfArM (Germany)', 'Authority', 'Reference number'],
  ] as const)(
    'offers the type and every authority (%s)',
    async (locale, type, bfarm, authority, reference) => {
      await activateLocale(locale);
      expect(labelsOf('/type').safety_notice).toBe(type);
      const authorities = labelsOf('/authority');
      expect(Object.keys(authorities)).toEqual([...SAFETY_NOTICE_AUTHORITIES]);
      expect(authorities.bfarm).toBe(bfarm);
      expect(i18n._(field('/authority').label)).toBe(authority);
      expect(i18n._(field('/reference').label)).toBe(reference);
    },
  );

  it('shows the shared rules’ refusals at the authority and reference fields', () => {
    expect(validateDraft(LINK_FIELDS, 'link', notice)).toEqual({ fields: {}, form: [] });
    const bare = normalizeDraft(LINK_FIELDS, { ...notice, authority: '', reference: ' ' } as unknown as Link);
    expect(bare).not.toHaveProperty('authority');
    expect(bare).not.toHaveProperty('reference');
    const missing = validateDraft(LINK_FIELDS, 'link', bare);
    expect(missing.fields['/authority']).toEqual({ key: 'validation.select' });
    expect(missing.fields['/reference']).toEqual({ key: 'validation.safety_notice_reference' });
    const onStudy = validateDraft(LINK_FIELDS, 'link', { ...validDocuments().link, authority: 'fda' });
    expect(onStudy.fields['/authority']).toEqual({ key: 'validation.safety_notice_only' });
  });
});
