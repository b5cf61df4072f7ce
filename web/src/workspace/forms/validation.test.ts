// Field descriptions → validation messages: each validation rule lands on the field that
// shows it, with its own text.
import { describe, expect, it } from 'vitest';
import { checkUrl, message, URL_FIELDS, type CollectionName, type Link, type Product } from '@poct/schemas';
import { MASTER_DATA_SCREENS } from '../../features/catalogue/masterdata-types.ts';
import { LINK_FIELDS } from '../../features/catalogue/link-fields.ts';
import { PRODUCT_FIELDS, SUB_PRODUCT_FIELDS } from '../../features/catalogue/product-fields.ts';
import { RECORD_SCREENS } from '../../features/plans/record-screens.ts';
import type { FieldSpec } from './field-spec.ts';
import { validDocuments } from '../../../../schemas/src/test-fixtures.ts';
import { validatorFor } from '../../../../schemas/src/validators/compiled.ts';
import { fieldFor, normalizeDraft, validateDraft } from './validation.ts';

const AUTHORED = {
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  updated_by: 'u1',
};

function product(change: (p: Product) => Product = (p) => p): Product {
  return change({ ...(validDocuments().product as Product), ...AUTHORED });
}

function keys(errors: ReturnType<typeof validateDraft>) {
  return Object.fromEntries(Object.entries(errors.fields).map(([path, error]) => [path, error.key]));
}

describe('validation messages by field', () => {
  it('every master data type asks for both names with "This field is required"', () => {
    for (const screen of MASTER_DATA_SCREENS) {
      const errors = validateDraft(screen.fields, 'masterdata', {
        id: 'x',
        type: screen.type,
        name: { de: '', en: '' },
        ...AUTHORED,
      });
      expect(keys(errors)['/name/de'], screen.type).toBe('validation.required');
      expect(keys(errors)['/name/en'], screen.type).toBe('validation.required');
      expect(message(errors.fields['/name/de']!.key, 'de')).toBe('Dieses Feld ist erforderlich');
    }
  });

  it('synonyms need a term and at least one synonym', () => {
    const synonym = MASTER_DATA_SCREENS.find((s) => s.type === 'synonym')!;
    const errors = validateDraft(synonym.fields, 'masterdata', {
      id: 'x',
      type: 'synonym',
      name: { de: 'a', en: 'a' },
      synonyms: [],
      ...AUTHORED,
    });
    expect(keys(errors)).toEqual({ '/term': 'validation.required', '/synonyms': 'validation.required' });
  });

  it('prices: minimum ≥ 0, maximum ≥ minimum, default ≥ 0, each with its own text', () => {
    const at = (price: Partial<Product['price']>) =>
      keys(
        validateDraft(
          PRODUCT_FIELDS,
          'product',
          product((p) => ({ ...p, price: { ...p.price, ...price } })),
        ),
      );
    expect(at({ min: -1 })).toEqual({ '/price/min': 'validation.min_price' });
    expect(at({ default: -0.5 })).toEqual({ '/price/default': 'validation.default_price' });
    expect(at({ min: 100, max: 50 })).toEqual({ '/price/max': 'validation.max_price' });
    expect(at({ min: 50, max: 50 })).toEqual({});
  });

  it('sources: the product schema checks each source, its error shown at the sources field; none is left out', () => {
    const withSources = (sources: unknown[]) =>
      keys(
        validateDraft(
          PRODUCT_FIELDS,
          'product',
          product((p) => ({ ...p, sources }) as Product),
        ),
      );
    const good = { kind: 'registry', reference: 'EUDAMED', as_of: '2025-07-01' };
    expect(withSources([good])).toEqual({});
    expect(withSources([{ ...good, kind: 'rumour' }])).toEqual({ '/sources': expect.any(String) });
    expect(withSources([{ ...good, as_of: '1.7.2025' }])).toEqual({ '/sources': expect.any(String) });
    expect(withSources([{ kind: 'staff', as_of: '2025-07-01' }])).toEqual({
      '/sources': 'validation.required',
    });
    const empty = normalizeDraft(
      PRODUCT_FIELDS,
      product((p) => ({ ...p, sources: [] })),
    );
    expect('sources' in empty).toBe(false);
  });

  it('an empty required number says "This field is required"', () => {
    const errors = validateDraft(
      PRODUCT_FIELDS,
      'product',
      product((p) => ({ ...p, price: { ...p.price, min: undefined as unknown as number } })),
    );
    expect(keys(errors)).toEqual({ '/price/min': 'validation.required' });
  });

  it('a sub-product without sample type says "You must select an element", at the sub-product form', () => {
    const errors = validateDraft(
      SUB_PRODUCT_FIELDS,
      'product',
      product((p) => ({
        ...p,
        sub_products: [{ ...p.sub_products[0]!, sample_type_id: undefined as unknown as string }],
      })),
      '/sub_products/0',
    );
    expect(keys(errors)).toEqual({ '/sample_type_id': 'validation.select' });
    expect(message('validation.select', 'en')).toBe('You must select an element');
  });

  it('links: the abstract is required in its own words, a type must be chosen', () => {
    const link = { ...(validDocuments().link as Link), ...AUTHORED };
    const errors = validateDraft(LINK_FIELDS, 'link', {
      ...link,
      abstract: { de: ' ', en: '' },
      type: undefined,
    });
    expect(keys(errors)).toEqual({
      '/abstract/de': 'validation.abstract_required',
      '/type': 'validation.select',
    });
    expect(message('validation.abstract_required', 'de')).toBe('Zusammenfassung ist erforderlich');
    const empty = validateDraft(LINK_FIELDS, 'link', { ...link, abstract: { de: '', en: '' } });
    expect(keys(empty)).toEqual({ '/abstract/de': 'validation.abstract_required' });
  });
});

describe('where an error is shown', () => {
  const fields = LINK_FIELDS;
  it('an error on an object goes to its first field; an error in a list to the list', () => {
    expect(fieldFor(fields, '/abstract')?.path).toBe('/abstract/de');
    expect(fieldFor(PRODUCT_FIELDS, '/synonyms/3')?.path).toBe('/synonyms');
    expect(fieldFor(fields, '/id')).toBeUndefined();
    expect(fieldFor(fields, '')).toBeUndefined();
  });
});

describe('normalizeDraft', () => {
  const parameter = MASTER_DATA_SCREENS.find((s) => s.type === 'parameter')!;
  it('drops an optional description when both languages are empty, completes it when one is filled', () => {
    const base = { id: 'p', type: 'parameter', name: { de: 'a', en: 'a' }, code: '' };
    expect(normalizeDraft(parameter.fields, { ...base, description: { de: '', en: ' ' } })).toEqual({
      id: 'p',
      type: 'parameter',
      name: { de: 'a', en: 'a' },
    });
    expect(normalizeDraft(parameter.fields, { ...base, description: { de: 'Text' } })).toEqual({
      id: 'p',
      type: 'parameter',
      name: { de: 'a', en: 'a' },
      description: { de: 'Text', en: '' },
    });
  });

  it("drops a product's quality control when both figures are empty, and only the empty one when one is set", () => {
    const empty = normalizeDraft(
      PRODUCT_FIELDS,
      product((p) => ({ ...p, quality_control: { per_day: Number.NaN, per_lot: undefined } })),
    );
    expect('quality_control' in empty).toBe(false);
    const one = normalizeDraft(
      PRODUCT_FIELDS,
      product((p) => ({ ...p, quality_control: { per_day: 2, per_lot: Number.NaN } })),
    );
    expect(one.quality_control).toEqual({ per_day: 2 });
    expect(validateDraft(PRODUCT_FIELDS, 'product', one)).toEqual({ fields: {}, form: [] });
    const negative = validateDraft(
      PRODUCT_FIELDS,
      'product',
      product((p) => ({ ...p, consumable_cost_per_test: -1 })),
    );
    expect(Object.keys(negative.fields)).toEqual(['/consumable_cost_per_test']);
  });

  it('keeps lines without blanks', () => {
    expect(normalizeDraft(PRODUCT_FIELDS, { synonyms: [' a ', '', 'b'] })).toMatchObject({
      synonyms: ['a', 'b'],
    });
  });
});

describe("every workspace form with an address field shows the URL policy's message", () => {
  const forms: Array<{ name: string; collection: CollectionName; fields: readonly FieldSpec[] }> = [
    { name: 'product', collection: 'product', fields: PRODUCT_FIELDS },
    { name: 'link', collection: 'link', fields: LINK_FIELDS },
    ...RECORD_SCREENS.map((screen) => ({
      name: screen.module,
      collection: screen.collection,
      fields: screen.fields,
    })),
  ];
  const cases = forms.flatMap((form) =>
    (URL_FIELDS[form.collection] ?? []).map(({ field, kind }) => ({ ...form, field, kind })),
  );

  it('covers every collection with an address field', () => {
    expect(new Set(cases.map((c) => c.collection))).toEqual(new Set(Object.keys(URL_FIELDS)));
  });

  it.each(cases)('$name: $field', ({ collection, fields, field, kind }) => {
    const docs = validDocuments() as unknown as Record<string, Record<string, unknown>>;
    const valid = { ...docs[collection], ...AUTHORED };
    for (const value of [
      'javascript:alert(1)',
      'data:,x',
      '//evil.example/x',
      'https://evil.example/x.png?',
    ]) {
      const doc = { ...valid, [field]: value };
      const verdict = checkUrl(kind(doc), value);
      const expected = verdict.ok ? undefined : verdict.key;
      if (!expected) continue; // an https address where the kind takes one
      const errors = validateDraft(fields, collection, doc);
      expect(errors.fields[`/${field}`]?.key, value).toBe(expected);
      expect(errors.form).toEqual([]);
    }
    expect(message('validation.url', 'de')).toBe('Bitte geben Sie eine gültige URL ein');
  });
});

it('runs the validators compiled ahead of time, as the browser bundle does (vite.config.ts)', () => {
  // The build puts the standalone module in place of the run-time compiler: a table of plain functions.
  expect(String(validatorFor)).toContain('VALIDATORS');
  expect(String(validatorFor('product'))).not.toContain('new Function');
});
