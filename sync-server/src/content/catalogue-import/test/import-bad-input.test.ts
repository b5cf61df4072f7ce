// Every class of bad import file gets a clear message in the request's language and writes
// nothing: another file type, a damaged XLSX, zip bombs (declared and by packing ratio), a file
// over the limit, broken encodings, malformed CSV, formulas, a FHIR resource that is no R4, and a
// Bundle of the wrong profile.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { message, type Locale, type MessageKey } from '@poct/schemas';
import { startTestServer, type TestServer } from '../../../../test/support/test-server.ts';
import { MAX_IMPORT_BYTES, MAX_UNPACKED_BYTES } from '../limits.ts';
import { countDocs, dryRun, GERMAN_HEADER } from './import-client.ts';
import { livdBundle, workbook, zip } from './fixtures.ts';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await server.login('staff');
});
afterAll(async () => {
  await server?.close();
});

const xlsxOf = async (rows: unknown[][]) => workbook({ Produkte: rows as never });
const ROW = ['Kassette X', 'Nordwerk AG', 5, 6, 5, 5, '2025-07-01'];
const HEADER = GERMAN_HEADER.split(';').slice(0, 7);

const CASES: {
  name: string;
  file: () => Promise<Buffer> | Buffer;
  status: number;
  key: MessageKey;
  params?: Record<string, number | string>;
}[] = [
  {
    name: 'a PDF',
    file: () => Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj'),
    status: 415,
    key: 'import.file_type',
  },
  {
    name: 'a PNG image',
    file: () => Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
    status: 415,
    key: 'import.file_type',
  },
  {
    name: 'an old binary .xls',
    file: () => Buffer.from('d0cf11e0a1b11ae1000000000000', 'hex'),
    status: 415,
    key: 'import.file_type',
  },
  {
    name: 'a damaged XLSX',
    file: () => Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(200, 7)]),
    status: 400,
    key: 'import.xlsx_damaged',
  },
  {
    name: 'a truncated XLSX',
    file: async () => (await xlsxOf([HEADER, ROW])).subarray(0, 900),
    status: 400,
    key: 'import.xlsx_damaged',
  },
  {
    name: 'a zip declaring more than the unpacked limit',
    file: () =>
      zip([{ name: 'xl/worksheets/sheet1.xml', data: Buffer.from('<x/>'), declare: MAX_UNPACKED_BYTES + 1 }]),
    status: 400,
    key: 'import.xlsx_bomb',
    params: { max: MAX_UNPACKED_BYTES / (1024 * 1024) },
  },
  {
    name: 'a zip bomb by packing ratio',
    file: () => zip([{ name: 'xl/sharedStrings.xml', data: Buffer.alloc(30 * 1024 * 1024) }]),
    status: 400,
    key: 'import.xlsx_bomb',
    params: { max: MAX_UNPACKED_BYTES / (1024 * 1024) },
  },
  {
    name: 'a zip part that unpacks to more than it declares',
    file: () => zip([{ name: 'xl/workbook.xml', data: Buffer.alloc(64 * 1024, 32), declare: 10 }]),
    status: 400,
    key: 'import.xlsx_damaged',
  },
  {
    name: 'an XLSX without a products sheet',
    file: () => workbook({ Other: [['a']] }),
    status: 400,
    key: 'import.xlsx_sheets',
  },
  {
    name: 'text that is neither UTF-8 nor Windows-1252',
    file: () =>
      Buffer.concat([
        Buffer.from(`${GERMAN_HEADER}\r\nA;B;`),
        Buffer.from([0x81, 0x8d]),
        Buffer.from('\r\n'),
      ]),
    status: 400,
    key: 'import.encoding',
  },
  {
    name: 'UTF-8 with BOM whose bytes break off',
    file: () =>
      Buffer.concat([
        Buffer.from([0xef, 0xbb, 0xbf]),
        Buffer.from(`${GERMAN_HEADER}\r\nA`),
        Buffer.from([0xc3]),
      ]),
    status: 400,
    key: 'import.encoding',
  },
  {
    name: 'a CSV with an unclosed quote',
    file: () => Buffer.from(`${GERMAN_HEADER}\r\n"offen;B\r\n`),
    status: 400,
    key: 'import.csv',
  },
  {
    name: 'a CSV without known headers',
    file: () => Buffer.from('foo;bar\r\n1;2\r\n'),
    status: 400,
    key: 'import.headers',
  },
  {
    name: 'a FHIR resource that is no valid R4',
    file: () => Buffer.from(JSON.stringify({ ...livdBundle(), type: 'bogus' })),
    status: 400,
    key: 'import.fhir_invalid',
  },
  {
    name: 'a FHIR Bundle of another profile',
    file: () =>
      Buffer.from(
        JSON.stringify({
          ...livdBundle(),
          meta: { profile: ['http://hl7.org/fhir/StructureDefinition/Bundle'] },
        }),
      ),
    status: 400,
    key: 'import.fhir_profile',
  },
  {
    name: 'a FHIR resource that is no Bundle',
    file: () => Buffer.from(JSON.stringify({ resourceType: 'Patient', id: 'p1' })),
    status: 400,
    key: 'import.fhir_profile',
  },
];

describe('bad import files', () => {
  it.each(CASES)('$name: a clear message, nothing written', async (testCase) => {
    const before = await countDocs(server, 'catalogue_master');
    const imports = await countDocs(server, 'catalogue_imports');
    for (const locale of ['de', 'en'] as Locale[]) {
      const { status, body } = await dryRun(server, token, await testCase.file(), { locale });
      expect(status).toBe(testCase.status);
      if (testCase.key === 'import.fhir_invalid' || testCase.key === 'import.fhir_profile')
        expect(body.message).toMatch(
          new RegExp(
            `^${message(testCase.key, locale, { reason: 'X' })
              .replace('X', '')
              .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
          ),
        );
      else expect(body.message).toBe(message(testCase.key, locale, testCase.params));
    }
    expect(await countDocs(server, 'catalogue_master')).toBe(before);
    expect(await countDocs(server, 'catalogue_imports')).toBe(imports);
  });

  it('refuses a file over the limit before reading it', async () => {
    const response = await server.api('/api/catalogue-import/dry-run', {
      method: 'POST',
      token,
      body: Buffer.alloc(MAX_IMPORT_BYTES + 1, 65),
      headers: { 'accept-language': 'en', 'content-type': 'text/csv' },
    });
    expect(response.status).toBe(413);
    expect(((await response.json()) as { message: string }).message).toBe(
      message('import.too_large', 'en', { max: 50 }),
    );
  });

  it('reports a formula cell as an error of its row and column, whatever value it cached', async () => {
    const file = await xlsxOf([
      HEADER,
      ['Formelgerät', 'Nordwerk AG', { formula: 'A1*0', result: 5 }, 6, 5, 5, '2025-07-01'],
    ]);
    const { status, body } = await dryRun(server, token, file, { locale: 'de' });
    expect(status).toBe(200);
    expect(body.batch_id).toBeUndefined();
    expect(body.rows[0]!.errors).toContainEqual(
      expect.objectContaining({
        row: 2,
        column: 'Preis min (EUR netto)',
        message: message('import.formula', 'de'),
      }),
    );
  });

  it('refuses choices that are not readable', async () => {
    const { status, body } = await dryRun(server, token, `${GERMAN_HEADER}\r\n`, {
      choices: { 'parameter:x': { create: 'yes' } },
    });
    expect(status).toBe(400);
    expect(body.message).toBe(message('import.choices', 'de'));
  });
});
