import { describe, expect, it } from 'vitest';
import { COLLECTION_NAMES, type CollectionName } from './collections/index.ts';
import { MASTER_DATA_TYPES } from './collections/masterdata.schema.ts';
import { validMasterData, validDocuments } from './test-fixtures.ts';
import { serverSchema, validateDocument } from './validate.ts';

type Doc = Record<string, unknown>;
const docOf = (collection: CollectionName): Doc => structuredClone(validDocuments()[collection]) as Doc;

function errorsOf(collection: CollectionName, doc: unknown) {
  const result = validateDocument(collection, doc);
  return result.ok ? [] : result.errors.map(({ path, key }) => ({ path, key }));
}

describe('validateDocument, every collection', () => {
  it.each(COLLECTION_NAMES)('accepts the valid %s', (collection) => {
    expect(validateDocument(collection, docOf(collection))).toEqual({ ok: true });
  });

  it.each(MASTER_DATA_TYPES)('accepts a valid masterdata %s', (type) => {
    expect(validateDocument('masterdata', validMasterData()[type])).toEqual({ ok: true });
  });

  const requiredCases = COLLECTION_NAMES.flatMap((collection) =>
    (serverSchema(collection).required ?? []).map((field) => [collection, field] as const),
  );
  it.each(requiredCases)('refuses a %s without %s', (collection, field) => {
    const { [field]: _removed, ...doc } = docOf(collection);
    const key =
      collection === 'link' && field === 'abstract' ? 'validation.abstract_required' : 'validation.required';
    expect(errorsOf(collection, doc)).toContainEqual({ path: `/${field}`, key });
  });

  it.each(COLLECTION_NAMES)('refuses a %s with an unknown field', (collection) => {
    expect(errorsOf(collection, { ...docOf(collection), hacked: true })).toEqual([
      { path: '/hacked', key: 'error.400' },
    ]);
  });

  it.each(COLLECTION_NAMES)('refuses a %s whose id is not a string', (collection) => {
    expect(errorsOf(collection, { ...docOf(collection), id: 42 })).toContainEqual({
      path: '/id',
      key: 'error.400',
    });
  });

  it.each(COLLECTION_NAMES)('refuses a %s that is not an object', (collection) => {
    expect(errorsOf(collection, ['not', 'a', 'document'])).toEqual([{ path: '', key: 'error.400' }]);
  });
});

// [collection, what is wrong, change, expected error]
const cases: Array<[CollectionName, string, (doc: Doc) => Doc, { path: string; key: string }]> = [
  // product
  [
    'product',
    'max price below min',
    (d) => ({ ...d, price: { ...(d.price as Doc), min: 50, max: 40 } }),
    { path: '/price/max', key: 'validation.max_price' },
  ],
  [
    'product',
    'negative min price',
    (d) => ({ ...d, price: { ...(d.price as Doc), min: -1 } }),
    { path: '/price/min', key: 'validation.min_price' },
  ],
  [
    'product',
    'negative default price',
    (d) => ({ ...d, price: { ...(d.price as Doc), default: -0.01 } }),
    { path: '/price/default', key: 'validation.default_price' },
  ],
  [
    'product',
    'negative max price',
    (d) => ({ ...d, price: { ...(d.price as Doc), max: -3 } }),
    { path: '/price/max', key: 'validation.max_price' },
  ],
  [
    'product',
    'a price as text',
    (d) => ({ ...d, price: { ...(d.price as Doc), average: '12' } }),
    { path: '/price/average', key: 'error.400' },
  ],
  [
    'product',
    'a currency other than EUR',
    (d) => ({ ...d, price: { ...(d.price as Doc), currency: 'USD' } }),
    { path: '/price/currency', key: 'validation.select' },
  ],
  [
    'product',
    'a malformed price date',
    (d) => ({ ...d, price: { ...(d.price as Doc), as_of: '2025-07' } }),
    { path: '/price/as_of', key: 'validation.date' },
  ],
  ['product', 'an empty name', (d) => ({ ...d, name: '' }), { path: '/name', key: 'validation.required' }],
  ['product', 'visible as text', (d) => ({ ...d, visible: 'yes' }), { path: '/visible', key: 'error.400' }],
  [
    'product',
    'a description without English',
    (d) => ({ ...d, description: { de: 'Gerät' } }),
    { path: '/description/en', key: 'validation.required' },
  ],
  [
    'product',
    'a duplicated parameter id',
    (d) => ({ ...d, parameter_ids: ['param-crp', 'param-crp'] }),
    { path: '/parameter_ids', key: 'error.400' },
  ],
  [
    'product',
    'a sub-product without name',
    (d) => ({ ...d, sub_products: [{ ...(d.sub_products as Doc[])[0], name: undefined }] }),
    { path: '/sub_products/0/name', key: 'validation.required' },
  ],
  [
    'product',
    'a negative sample volume',
    (d) => ({ ...d, sub_products: [{ ...(d.sub_products as Doc[])[0], sample_volume_ul: -1 }] }),
    { path: '/sub_products/0/sample_volume_ul', key: 'validation.number_min' },
  ],
  [
    'product',
    'two sub-products with one id',
    (d) => ({ ...d, sub_products: [...(d.sub_products as Doc[]), ...(d.sub_products as Doc[])] }),
    { path: '/sub_products/1/id', key: 'error.400' },
  ],
  [
    'product',
    'a negative consumable cost per test',
    (d) => ({ ...d, consumable_cost_per_test: -0.5 }),
    { path: '/consumable_cost_per_test', key: 'validation.consumable_cost' },
  ],
  [
    'product',
    'a consumable cost per test past the bound',
    (d) => ({ ...d, consumable_cost_per_test: 100_000.01 }),
    { path: '/consumable_cost_per_test', key: 'validation.consumable_cost' },
  ],
  [
    'product',
    'control measurements per day as a fraction',
    (d) => ({ ...d, quality_control: { per_day: 1.5 } }),
    { path: '/quality_control/per_day', key: 'validation.quality_control' },
  ],
  [
    'product',
    'negative control measurements per lot',
    (d) => ({ ...d, quality_control: { per_day: 1, per_lot: -1 } }),
    { path: '/quality_control/per_lot', key: 'validation.quality_control' },
  ],
  [
    'product',
    'quality control without a figure',
    (d) => ({ ...d, quality_control: {} }),
    { path: '/quality_control/per_day', key: 'validation.quality_control_empty' },
  ],
  [
    'product',
    'itself among its pinned alternatives',
    (d) => ({ ...d, alternatives_pinned: ['prod-00002', d.id] }),
    { path: '/alternatives_pinned/1', key: 'validation.alternative_self' },
  ],
  [
    'product',
    'itself among its excluded alternatives',
    (d) => ({ ...d, alternatives_excluded: [d.id] }),
    { path: '/alternatives_excluded/0', key: 'validation.alternative_self' },
  ],
  [
    'product',
    'an alternative both pinned and excluded',
    (d) => ({
      ...d,
      alternatives_pinned: ['prod-00002'],
      alternatives_excluded: ['prod-00003', 'prod-00002'],
    }),
    { path: '/alternatives_excluded/1', key: 'validation.alternative_both' },
  ],
  [
    'product',
    'an alternative id that is a store path',
    (d) => ({ ...d, alternatives_excluded: ['_all_docs'] }),
    { path: '/alternatives_excluded/0', key: 'error.400' },
  ],
  [
    'product',
    'more pinned alternatives than a page shows',
    (d) => ({ ...d, alternatives_pinned: ['p-1', 'p-2', 'p-3', 'p-4', 'p-5', 'p-6'] }),
    { path: '/alternatives_pinned', key: 'error.400' },
  ],
  [
    'product',
    'an unknown connectivity field',
    (d) => ({ ...d, connectivity: { ...(d.connectivity as Doc), protocols: [] } }),
    { path: '/connectivity/protocols', key: 'error.400' },
  ],
  [
    'product',
    'an over-long name',
    (d) => ({ ...d, name: 'x'.repeat(301) }),
    { path: '/name', key: 'validation.max_length' },
  ],
  [
    'product',
    'a created_at that is not a date-time',
    (d) => ({ ...d, created_at: 'yesterday' }),
    { path: '/created_at', key: 'validation.date' },
  ],
  [
    'product',
    'no author',
    (d) => ({ ...d, updated_by: undefined }),
    { path: '/updated_by', key: 'validation.required' },
  ],
  // masterdata
  [
    'masterdata',
    'an unknown type',
    (d) => ({ ...d, type: 'gadget' }),
    { path: '/type', key: 'validation.select' },
  ],
  [
    'masterdata',
    'a parameter with a parent',
    (d) => ({ ...d, parent_id: 'param-x' }),
    { path: '/parent_id', key: 'error.400' },
  ],
  [
    'masterdata',
    'a parameter with synonyms',
    (d) => ({ ...d, synonyms: ['x'] }),
    { path: '/synonyms', key: 'error.400' },
  ],
  [
    'masterdata',
    'a name without German',
    (d) => ({ ...d, name: { en: 'CRP' } }),
    { path: '/name/de', key: 'validation.required' },
  ],
  [
    'masterdata',
    'a tree item that is its own parent',
    () => ({ ...validMasterData().tree_item, parent_id: 'tree-child' }),
    { path: '/parent_id', key: 'validation.tree_item' },
  ],
  [
    'masterdata',
    'a synonym without term',
    () => ({ ...validMasterData().synonym, term: undefined }),
    { path: '/term', key: 'validation.required' },
  ],
  [
    'masterdata',
    'a synonym without synonyms',
    () => ({ ...validMasterData().synonym, synonyms: [] }),
    { path: '/synonyms', key: 'validation.required' },
  ],
  ['masterdata', 'an empty code', (d) => ({ ...d, code: '' }), { path: '/code', key: 'validation.required' }],
  // link
  [
    'link',
    'an empty German abstract',
    (d) => ({ ...d, abstract: { de: '', en: 'Summary' } }),
    { path: '/abstract/de', key: 'validation.abstract_required' },
  ],
  [
    'link',
    'a blank German abstract',
    (d) => ({ ...d, abstract: { de: '  \n ', en: 'Summary' } }),
    { path: '/abstract/de', key: 'validation.abstract_required' },
  ],
  [
    'link',
    'an abstract without German',
    (d) => ({ ...d, abstract: { en: 'Summary' } }),
    { path: '/abstract/de', key: 'validation.abstract_required' },
  ],
  ['link', 'an unknown type', (d) => ({ ...d, type: 'poster' }), { path: '/type', key: 'validation.select' }],
  [
    'link',
    'an unknown category',
    (d) => ({ ...d, category: 'blue' }),
    { path: '/category', key: 'validation.select' },
  ],
  [
    'link',
    'an unknown signal',
    (d) => ({ ...d, signal: 'y' }),
    { path: '/signal', key: 'validation.select' },
  ],
  [
    'link',
    'a URL that is not one',
    (d) => ({ ...d, url: 'example dot org' }),
    { path: '/url', key: 'validation.url' },
  ],
  [
    'link',
    'a javascript: URL',
    (d) => ({ ...d, url: 'javascript:alert(1)' }),
    { path: '/url', key: 'validation.url' },
  ],
  [
    'link',
    'an empty URL on an official website',
    (d) => ({ ...d, type: 'official_website', url: '' }),
    { path: '/url', key: 'validation.url' },
  ],
  [
    'link',
    'a publication date with time',
    (d) => ({ ...d, published_at: '2021-03-15T10:00:00Z' }),
    { path: '/published_at', key: 'validation.date' },
  ],
  // favourite
  [
    'favourite',
    'an id other than the product id',
    (d) => ({ ...d, id: 'fav-1' }),
    { path: '/id', key: 'error.400' },
  ],
  [
    'favourite',
    'an updated_at field',
    (d) => ({ ...d, updated_at: d.created_at }),
    { path: '/updated_at', key: 'error.400' },
  ],
  // saved comparison
  [
    'saved_comparison',
    'more products than a comparison holds',
    (d) => ({ ...d, product_ids: Array.from({ length: 11 }, (_, i) => `prod-${i}`) }),
    { path: '/product_ids', key: 'error.400' },
  ],
  [
    'saved_comparison',
    'a name of spaces only',
    (d) => ({ ...d, name: '   ' }),
    { path: '/name', key: 'validation.required' },
  ],
  [
    'saved_comparison',
    'a short share secret',
    (d) => ({ ...d, share_secret: 'abc' }),
    { path: '/share_secret', key: 'error.400' },
  ],
  // review
  [
    'review',
    'an overall rating of 0',
    (d) => ({ ...d, overall: 0 }),
    { path: '/overall', key: 'validation.number_min' },
  ],
  [
    'review',
    'a handling rating of 6',
    (d) => ({ ...d, handling: 6 }),
    { path: '/handling', key: 'validation.number_max' },
  ],
  ['review', 'a fractional rating', (d) => ({ ...d, service: 3.5 }), { path: '/service', key: 'error.400' }],
  [
    'review',
    'a rating as text',
    (d) => ({ ...d, performance: '4' }),
    { path: '/performance', key: 'error.400' },
  ],
  // forum
  [
    'forum_topic',
    'a name as plain text',
    (d) => ({ ...d, name: 'Gerinnung' }),
    { path: '/name', key: 'error.400' },
  ],
  [
    'forum_thread',
    'a negative view count',
    (d) => ({ ...d, view_count: -1 }),
    { path: '/view_count', key: 'validation.number_min' },
  ],
  [
    'forum_thread',
    'an empty body',
    (d) => ({ ...d, body: '' }),
    { path: '/body', key: 'validation.required' },
  ],
  [
    'forum_comment',
    'an edited_at that is not a date-time',
    (d) => ({ ...d, edited_at: '2025-07-01' }),
    { path: '/edited_at', key: 'validation.date' },
  ],
  // post
  ['post', 'tags as text', (d) => ({ ...d, tags: 'katalog' }), { path: '/tags', key: 'error.400' }],
  ['post', 'private as text', (d) => ({ ...d, private: 'no' }), { path: '/private', key: 'error.400' }],
  [
    'post',
    'a banner that is not one of our uploads',
    (d) => ({ ...d, banner_url: 'not a url' }),
    { path: '/banner_url', key: 'validation.image_upload' },
  ],
  // quotation
  [
    'quotation',
    'a malformed email',
    (d) => ({ ...d, email: 'vera.fischer' }),
    { path: '/email', key: 'validation.email' },
  ],
  [
    'quotation',
    'zero devices',
    (d) => ({ ...d, devices_count: 0 }),
    { path: '/devices_count', key: 'validation.number_min' },
  ],
  [
    'quotation',
    'half a device',
    (d) => ({ ...d, devices_count: 1.5 }),
    { path: '/devices_count', key: 'error.400' },
  ],
  [
    'quotation',
    'an empty message',
    (d) => ({ ...d, message: '' }),
    { path: '/message', key: 'validation.required' },
  ],
  [
    'quotation',
    'a purchase date that is not a date',
    (d) => ({ ...d, planned_purchase_date: 'next spring' }),
    { path: '/planned_purchase_date', key: 'validation.date' },
  ],
  [
    'quotation',
    'a language other than de or en',
    (d) => ({ ...d, locale: 'fr' }),
    { path: '/locale', key: 'validation.select' },
  ],
  // user and account
  [
    'user',
    'a username with capitals',
    (d) => ({ ...d, username: 'Vera' }),
    { path: '/username', key: 'validation.username' },
  ],
  [
    'user',
    'a username with a dot',
    (d) => ({ ...d, username: 'vera.f' }),
    { path: '/username', key: 'validation.username' },
  ],
  [
    'user',
    'an empty username',
    (d) => ({ ...d, username: '' }),
    { path: '/username', key: 'validation.username' },
  ],
  ['user', 'a password', (d) => ({ ...d, password: 'secret' }), { path: '/password', key: 'error.400' }],
  [
    'user',
    'a password hash',
    (d) => ({ ...d, password_hash: 'x' }),
    { path: '/password_hash', key: 'error.400' },
  ],
  [
    'user',
    'an unknown verification status',
    (d) => ({ ...d, verification_status: 'pending' }),
    { path: '/verification_status', key: 'validation.select' },
  ],
  [
    'user',
    'an unknown user type',
    (d) => ({ ...d, user_type: 'admin' }),
    { path: '/user_type', key: 'validation.select' },
  ],
  [
    'user',
    'an unknown language',
    (d) => ({ ...d, language: 'fr' }),
    { path: '/language', key: 'validation.select' },
  ],
  [
    'user',
    'an unknown doctor id type',
    (d) => ({ ...d, doctor_id_type: 'ssn' }),
    { path: '/doctor_id_type', key: 'validation.select' },
  ],
  [
    'user',
    'a LANR with 8 digits',
    (d) => ({ ...d, doctor_id: '12345678' }),
    { path: '/doctor_id', key: 'validation.doctor_id' },
  ],
  [
    'user',
    'a GLN with 9 digits',
    (d) => ({ ...d, doctor_id_type: 'gln' }),
    { path: '/doctor_id', key: 'validation.doctor_id' },
  ],
  [
    'user',
    'a doctor id without its type',
    (d) => ({ ...d, doctor_id_type: undefined }),
    { path: '/doctor_id_type', key: 'validation.select' },
  ],
  [
    'user',
    'a malformed premium end',
    (d) => ({ ...d, premium_until: 'next year' }),
    { path: '/premium_until', key: 'validation.date' },
  ],
  [
    'account',
    'an empty password hash',
    (d) => ({ ...d, password_hash: '' }),
    { path: '/password_hash', key: 'validation.required' },
  ],
  [
    'account',
    'a username with capitals',
    (d) => ({ ...d, username: 'Vera' }),
    { path: '/username', key: 'validation.username' },
  ],
  // role
  [
    'role',
    'no permissions',
    (d) => ({ ...d, permissions: [] }),
    { path: '/permissions', key: 'validation.role_permission' },
  ],
  [
    'role',
    'an unknown permission',
    (d) => ({ ...d, permissions: ['products-fly'] }),
    { path: '/permissions/0', key: 'validation.select' },
  ],
  [
    'role',
    'a negative hierarchy',
    (d) => ({ ...d, hierarchy: -1 }),
    { path: '/hierarchy', key: 'validation.number_min' },
  ],
  [
    'role',
    'a fractional hierarchy',
    (d) => ({ ...d, hierarchy: 1.5 }),
    { path: '/hierarchy', key: 'error.400' },
  ],
  // plan
  [
    'plan',
    'a negative price',
    (d) => ({ ...d, price: -1 }),
    { path: '/price', key: 'validation.number_min' },
  ],
  [
    'plan',
    'a duration in weeks',
    (d) => ({ ...d, duration: { unit: 'weeks', count: 1 } }),
    { path: '/duration/unit', key: 'validation.select' },
  ],
  [
    'plan',
    'a duration of zero',
    (d) => ({ ...d, duration: { unit: 'days', count: 0 } }),
    { path: '/duration/count', key: 'validation.number_min' },
  ],
  [
    'plan',
    'chat access as text',
    (d) => ({ ...d, chat_access: 'true' }),
    { path: '/chat_access', key: 'error.400' },
  ],
  // advertisement
  [
    'advertisement',
    'an unknown banner type',
    (d) => ({ ...d, banner_type: 'header' }),
    { path: '/banner_type', key: 'validation.select' },
  ],
  [
    'advertisement',
    'a negative budget',
    (d) => ({ ...d, budget: -10 }),
    { path: '/budget', key: 'validation.number_min' },
  ],
  [
    'advertisement',
    'a malformed expiry date',
    (d) => ({ ...d, expires_at: '31.12.2025' }),
    { path: '/expires_at', key: 'validation.date' },
  ],
  [
    'advertisement',
    'a target that is no web address',
    (d) => ({ ...d, target_url: 'javascript:alert(1)' }),
    { path: '/target_url', key: 'validation.url' },
  ],
  [
    'advertisement',
    'an unknown pricing model',
    (d) => ({ ...d, pricing_model: 'per-view' }),
    { path: '/pricing_model', key: 'validation.select' },
  ],
  [
    'advertisement',
    'a price of nothing',
    (d) => ({ ...d, price: 0 }),
    { path: '/price', key: 'validation.number_min' },
  ],
  // search statistic
  [
    'search_statistic',
    'a negative count',
    (d) => ({ ...d, count: -1 }),
    { path: '/count', key: 'validation.number_min' },
  ],
  [
    'search_statistic',
    'found as a yes or no',
    (d) => ({ ...d, found: true }),
    { path: '/found', key: 'error.400' },
  ],
  [
    'search_statistic',
    'a negative number of searches that found nothing',
    (d) => ({ ...d, zero_count: -1 }),
    { path: '/zero_count', key: 'validation.number_min' },
  ],
];

describe('validateDocument, field by field', () => {
  it.each(cases)('refuses a %s with %s', (collection, _what, change, expected) => {
    const doc = JSON.parse(JSON.stringify(change(docOf(collection)))) as Doc; // drops undefined fields
    expect(errorsOf(collection, doc)).toContainEqual(expected);
  });
});

describe('validateDocument, details', () => {
  it('accepts a link without a URL when it is no link', () => {
    expect(validateDocument('link', { ...docOf('link'), type: 'no_link', url: '' })).toEqual({ ok: true });
  });

  it('accepts pinned and excluded alternatives', () => {
    const doc = {
      ...docOf('product'),
      alternatives_pinned: ['prod-00002'],
      alternatives_excluded: ['prod-00003'],
    };
    expect(validateDocument('product', doc)).toEqual({ ok: true });
  });

  it('accepts a maximum price equal to the minimum', () => {
    const doc = docOf('product');
    expect(
      validateDocument('product', { ...doc, price: { ...(doc.price as Doc), min: 10, max: 10 } }),
    ).toEqual({
      ok: true,
    });
  });

  it('accepts a quotation with the fields the server adds (names, language)', () => {
    const doc = {
      ...docOf('quotation'),
      product_name: 'Demo Analyzer',
      sub_product_name: 'CRP',
      locale: 'de',
    };
    expect(validateDocument('quotation', doc)).toEqual({ ok: true });
  });

  it('accepts ratings at both ends of the scale', () => {
    expect(validateDocument('review', { ...docOf('review'), overall: 1, service: 5 })).toEqual({ ok: true });
  });

  it('accepts a product without updated_by only in the browser schema, not on the server', () => {
    const { updated_by: _author, ...projected } = docOf('product');
    expect(validateDocument('product', projected).ok).toBe(false);
    expect(validateDocument('user', { ...docOf('user'), updated_by: undefined }).ok).toBe(true);
  });

  it('ignores CouchDB and RxDB metadata and takes _id for id', () => {
    const { id, ...rest } = docOf('product');
    const couch = { ...rest, _id: id, _rev: '1-abc', _revisions: { start: 1, ids: ['abc'] }, _conflicts: [] };
    expect(validateDocument('product', couch)).toEqual({ ok: true });
    const rx = { ...docOf('product'), _deleted: false, _rev: '1-x', _meta: { lwt: 1 }, _attachments: {} };
    expect(validateDocument('product', rx)).toEqual({ ok: true });
  });

  it('refuses unknown underscore fields', () => {
    expect(errorsOf('product', { ...docOf('product'), _evil: 1 })).toEqual([
      { path: '/_evil', key: 'error.400' },
    ]);
  });

  it('reports every error at once, with English text, parameters and a detail', () => {
    const doc = { ...docOf('role'), name: 'x'.repeat(301), permissions: [], hierarchy: -1 };
    const result = validateDocument('role', doc);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((error) => error.path).sort()).toEqual(['/hierarchy', '/name', '/permissions']);
    expect(result.errors.find((error) => error.path === '/name')).toMatchObject({
      key: 'validation.max_length',
      params: { max: 300 },
      message: 'Please enter at most 300 characters',
      detail: expect.stringContaining('maxLength'),
    });
  });

  it('reports a business rule beside schema errors, so a form is corrected in one round', () => {
    const product = docOf('product');
    const doc = { ...product, price: { ...(product.price as Doc), min: 50, max: 40, as_of: 'not a date' } };
    expect(errorsOf('product', doc)).toEqual(
      expect.arrayContaining([
        { path: '/price/as_of', key: 'validation.date' },
        { path: '/price/max', key: 'validation.max_price' },
      ]),
    );
  });

  it('keeps the schema message where a rule cannot read a malformed part', () => {
    const product = docOf('product');
    expect(errorsOf('product', { ...product, price: 'free', sub_products: 7 })).toEqual(
      expect.arrayContaining([{ path: '/price', key: 'error.400' }]),
    );
    const badMax = errorsOf('product', { ...product, price: { ...(product.price as Doc), max: 'x' } });
    expect(badMax.filter((error) => error.path === '/price/max')).toHaveLength(1);
  });

  it('names the missing type of a master data item', () => {
    const { type: _type, ...doc } = docOf('masterdata');
    expect(errorsOf('masterdata', doc)).toEqual([{ path: '/type', key: 'validation.required' }]);
  });
});
