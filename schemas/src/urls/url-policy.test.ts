import { describe, expect, it } from 'vitest';
import { LINK_TYPE_RULES, LINK_TYPES } from '../constants.ts';
import { message } from '../errors.ts';
import { validDocuments } from '../test-fixtures.ts';
import { validateDocument } from '../validate.ts';
import { URL_FIELDS } from './url-fields.ts';
import { checkUrl, isUploadUrl, safeUrl, type UrlKind } from './url-policy.ts';

const UPLOAD = `/uploads/${'0f'.repeat(32)}-1920.webp`;

/** Addresses no kind accepts: script and data schemes, disguised ones, relative and malformed ones. */
const NEVER = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'javascript://example.org/%0aalert(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'data:image/png;base64,iVBORw0KGgo=',
  'vbscript:msgbox(1)',
  'VBScript:msgbox(1)',
  'file:///etc/passwd',
  'ftp://example.org/file.pdf',
  ' https://example.org/',
  'https://example.org/ ',
  '\u0001javascript:alert(1)',
  '\u0000https://example.org/',
  '\tjavascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  '\u200bhttps://example.org/',
  'https://exa mple.org/',
  '//evil.example/x',
  '///evil.example/x',
  '/\\evil.example/x',
  'https:evil.example/x',
  'https:/evil.example/x',
  'https:\\\\evil.example\\x',
  'https://poct-atlas.de@evil.example/',
  'https://user:secret@example.org/',
  'https://',
  'example.org/study.pdf',
  '/relative/path',
  '',
  `https://example.org/${'a'.repeat(2000)}`,
];

const LINK_KINDS = LINK_TYPES.map((type) => `link:${type}` as const);
const ABSOLUTE_KINDS: UrlKind[] = [...LINK_KINDS, 'ad-target', 'website', 'text-link'];

describe('checkUrl: what no kind accepts', () => {
  const kinds: UrlKind[] = ['image', ...ABSOLUTE_KINDS];
  it.each(NEVER.filter((value) => value !== ''))('refuses %j for every kind', (value) => {
    for (const kind of kinds) {
      expect(checkUrl(kind, value), kind).toMatchObject({ ok: false });
      expect(safeUrl(kind, value), kind).toBeUndefined();
    }
  });

  it('refuses what is not a text', () => {
    for (const kind of kinds)
      for (const value of [undefined, null, 42, {}, ['https://example.org/']])
        expect(checkUrl(kind, value).ok).toBe(false);
  });
});

describe('checkUrl: https everywhere, http only where the link type allows it', () => {
  it.each(ABSOLUTE_KINDS)('%s accepts an https address, in any case of its scheme', (kind) => {
    for (const value of [
      'https://example.org/study.pdf',
      'HTTPS://Example.org/a?b=c#d',
      'https://example.org:8443/',
    ])
      expect(checkUrl(kind, value)).toEqual({ ok: true });
  });

  it('accepts http: exactly for the link types that allow it', () => {
    const allowing = LINK_TYPES.filter((type) => LINK_TYPE_RULES[type].allowsHttp === true);
    expect(allowing.length).toBeGreaterThan(0);
    expect(allowing.length).toBeLessThan(LINK_TYPES.length);
    for (const type of LINK_TYPES) {
      for (const value of ['http://example.org/', 'HtTp://example.org/'])
        expect(checkUrl(`link:${type}`, value).ok, `${type} ${value}`).toBe(allowing.includes(type));
    }
    for (const kind of ['ad-target', 'website', 'text-link'] as const)
      expect(checkUrl(kind, 'http://example.org/')).toMatchObject({ ok: false, key: 'validation.url' });
  });

  it('gives a link of an unknown type the strictest rule', () => {
    expect(checkUrl('link:nonsense' as UrlKind, 'http://example.org/').ok).toBe(false);
    expect(checkUrl('link:nonsense' as UrlKind, 'https://example.org/').ok).toBe(true);
  });

  it('lets only a "no link" entry go without an address', () => {
    expect(checkUrl('link:no_link', '')).toEqual({ ok: true });
    for (const kind of ABSOLUTE_KINDS.filter((kind) => kind !== 'link:no_link'))
      expect(checkUrl(kind, '').ok, kind).toBe(false);
    expect(safeUrl('link:no_link', '')).toBeUndefined();
  });

  it('takes mailto: only in user-written text', () => {
    expect(checkUrl('text-link', 'mailto:team@example.org')).toEqual({ ok: true });
    expect(checkUrl('text-link', 'mailto:')).toMatchObject({ ok: false });
    for (const kind of ABSOLUTE_KINDS.filter((kind) => kind !== 'text-link'))
      expect(checkUrl(kind, 'mailto:team@example.org').ok, kind).toBe(false);
  });
});

describe('checkUrl: images only from our own uploads', () => {
  it.each([
    'https://evil.example/x.png',
    'http://evil.example/x.png',
    `https://evil.example${UPLOAD}`,
    `https://atlas.example${UPLOAD}`,
    `//evil.example${UPLOAD}`,
    '/uploads/../x',
    '/uploads/../../etc/passwd',
    `${UPLOAD}?track=1`,
    `${UPLOAD}#x`,
    ` ${UPLOAD}`,
    '/uploads/x.webp',
    `/uploads/${'0F'.repeat(32)}-1920.webp`,
    `/UPLOADS/${'0f'.repeat(32)}-1920.webp`,
  ])('refuses %j with the image message', (value) => {
    expect(checkUrl('image', value)).toMatchObject({ ok: false, key: 'validation.image_upload' });
    expect(isUploadUrl(value)).toBe(false);
    expect(safeUrl('image', value)).toBeUndefined();
  });

  it('accepts one of our uploads', () => {
    expect(checkUrl('image', UPLOAD)).toEqual({ ok: true });
    expect(safeUrl('image', UPLOAD)).toBe(UPLOAD);
  });

  it('has both messages in both languages', () => {
    expect(message('validation.image_upload', 'en')).toMatch(/upload/);
    expect(message('validation.image_upload', 'de')).toMatch(/hochgeladen/);
    expect(message('validation.url', 'en')).toBe('Please enter a valid URL');
    expect(message('validation.url', 'de')).toBe('Bitte geben Sie eine gültige URL ein');
  });
});

describe('validateDocument: every address field of every collection follows the policy', () => {
  const docs = validDocuments() as unknown as Record<string, Record<string, unknown>>;
  const cases = Object.entries(URL_FIELDS).flatMap(([collection, fields]) =>
    fields!.map((field) => ({ collection, field: field.field, kind: field.kind(docs[collection]!) })),
  );

  it('covers the fields that hold addresses', () => {
    expect(cases.map(({ collection, field }) => `${collection}.${field}`).sort()).toEqual([
      'advertisement.banner_url',
      'advertisement.target_url',
      'forum_topic.image_url',
      'link.url',
      'post.banner_url',
      'product.image_url',
    ]);
  });

  it.each(cases)(
    '$collection, $field: refuses a bad address with one message',
    ({ collection, field, kind }) => {
      const key = kind === 'image' ? 'validation.image_upload' : 'validation.url';
      for (const value of [
        'javascript:alert(1)',
        ' JAVASCRIPT:alert(1)',
        'vbscript:x',
        'data:,x',
        '//evil.example/x',
      ]) {
        const result = validateDocument(collection as never, { ...docs[collection], [field]: value });
        expect(result.ok, value).toBe(false);
        if (!result.ok)
          expect(
            result.errors.map((e) => `${e.path} ${e.key}`),
            value,
          ).toEqual([`/${field} ${key}`]);
      }
    },
  );

  it.each(cases)('$collection, $field: accepts what the policy accepts', ({ collection, field, kind }) => {
    const good = kind === 'image' ? UPLOAD : 'https://example.org/page';
    expect(validateDocument(collection as never, { ...docs[collection], [field]: good })).toEqual({
      ok: true,
    });
  });

  it('refuses a foreign image for every image field', () => {
    for (const { collection, field } of cases.filter(({ kind }) => kind === 'image')) {
      const result = validateDocument(collection as never, {
        ...docs[collection],
        [field]: 'https://evil.example/x.png',
      });
      expect(result).toMatchObject({
        ok: false,
        errors: [{ path: `/${field}`, key: 'validation.image_upload' }],
      });
    }
  });

  it('refuses http: on a link whose type does not allow it, and takes it where the type does', () => {
    const link = docs.link!;
    const brochure = validateDocument('link', { ...link, type: 'brochure', url: 'http://example.org/b.pdf' });
    expect(brochure).toMatchObject({ ok: false, errors: [{ path: '/url', key: 'validation.url' }] });
    const website = validateDocument('link', {
      ...link,
      type: 'official_website',
      url: 'http://example.org/',
    });
    expect(website).toEqual({ ok: true });
  });
});
