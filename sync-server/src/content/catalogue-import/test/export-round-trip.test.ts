// The export: the whole catalogue (hidden products marked) as CSV, XLSX and a FHIR R4 LIVD
// Bundle, each of which imports back as a no-op; the Bundle is valid R4 by the official JSON
// schema; cells a spreadsheet would run as formulas are neutralised and read back as written;
// the template comes with the headers of the page's language.
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../test/support/test-server.ts';
import type { CouchDoc } from '../../../platform/store/couch-client.ts';
import { COLUMNS, sheetColumns } from '../columns.ts';
import { fhirBundleErrors } from '../fhir-schema.ts';
import { batchCall, countDocs, dryRun, IMPORT } from './import-client.ts';
import { readWorkbook } from './fixtures.ts';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await server.login('staff');
});
afterAll(async () => {
  await server?.close();
});

async function download(path: string, locale = 'de'): Promise<{ response: Response; bytes: Buffer }> {
  const response = await server.api(path, { token, headers: { 'accept-language': locale } });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe('catalogue export', () => {
  it.each(['csv', 'xlsx', 'fhir'])(
    '%s: the whole catalogue, imported back, changes nothing',
    async (format) => {
      const products = await countDocs(server, 'catalogue_master');
      const { response, bytes } = await download(`${IMPORT}/export?format=${format}&lang=de`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-disposition')).toMatch(/^attachment/);
      const { status, body } = await dryRun(server, token, bytes, { fileName: `export.${format}` });
      expect(status).toBe(200);
      expect(body.rows.filter((row) => row.errors.length)).toEqual([]);
      expect(body.counts).toMatchObject({ create: 0, update: 0, error_rows: 0, unchanged: products });
      expect(body.batch_id).toBeUndefined();
    },
  );

  it('marks hidden products', async () => {
    const hidden = (await server.store.allDocs<CouchDoc>('catalogue_master')).filter(
      (doc) => doc.visible === false,
    );
    expect(hidden.length).toBeGreaterThan(0);
    const csv = (await download(`${IMPORT}/export?format=csv&lang=en`)).bytes;
    const [header, ...rows] = parse(csv, { bom: true, relax_column_count: true }) as string[][];
    const line = rows.find((row) => row[header!.indexOf('Product name')] === hidden[0]!.name)!;
    expect(line[header!.indexOf('Visible')]).toBe('no');
    const bundle = JSON.parse((await download(`${IMPORT}/export?format=fhir`)).bytes.toString('utf8'));
    const device = bundle.entry.find(
      (entry: { resource: { id: string } }) => entry.resource.id === hidden[0]!._id,
    );
    expect(device.resource.extension).toContainEqual({
      url: 'urn:poct-atlas:fhir:listed',
      valueBoolean: false,
    });
  });

  it('writes a FHIR R4 Bundle that the official JSON schema accepts, in the LIVD profile', async () => {
    const bundle = JSON.parse((await download(`${IMPORT}/export?format=fhir`)).bytes.toString('utf8'));
    expect(fhirBundleErrors(bundle)).toEqual([]);
    expect(bundle.meta.profile).toEqual(['http://hl7.org/fhir/uv/livd/StructureDefinition/bundle-uv-livd']);
    const types = new Set(
      bundle.entry.map((entry: { resource: { resourceType: string } }) => entry.resource.resourceType),
    );
    expect([...types].sort()).toEqual([
      'Composition',
      'ConceptMap',
      'DeviceDefinition',
      'ObservationDefinition',
      'ValueSet',
    ]);
  });

  it('neutralises cells a spreadsheet would run as formulas, and imports them back as they were', async () => {
    const [first] = await server.store.allDocs<CouchDoc>('catalogue_master', { limit: 1 });
    const names = ['=HYPERLINK("http://x.example","y")', '+1', '-1', '@SUM(A1)', '\tTab', '\rReturn'];
    // Tab and carriage return are neutralised too; they are space at a cell's edge, which the
    // importer trims, so they round-trip only as far as that.
    const hostile = {
      ...first!,
      distributor: names[0],
      provider: names[1],
      synonyms: names.slice(2, 4),
      hardware: { de: names[4], en: names[5] },
    };
    await server.store.put('catalogue_master', hostile);
    const csv = (await download(`${IMPORT}/export?format=csv&lang=en`)).bytes.toString('utf8');
    for (const name of names.slice(0, 2)) expect(csv).toContain(`'${name.replace(/"/g, '""')}`);
    const csvCells = (parse(csv, { bom: true, relax_column_count: true }) as string[][]).flat();
    expect(csvCells.filter((cell) => /^[=+\-@\t\r]/.test(cell))).toEqual([]);
    const xlsx = await readWorkbook((await download(`${IMPORT}/export?format=xlsx&lang=en`)).bytes);
    const cells: string[] = [];
    xlsx.worksheets.forEach((sheet) =>
      sheet.eachRow((row) => row.eachCell((cell) => void cells.push(String(cell.value)))),
    );
    expect(cells.filter((cell) => /^[=+\-@\t\r]/.test(cell))).toEqual([]);
    expect(cells).toContain(`'${names[0]}`);
    const plan = await dryRun(server, token, Buffer.from(csv), { locale: 'en' });
    expect(plan.body.rows.find((row) => row.doc_id === first!._id)?.changes).toEqual([
      { field: 'hardware.de', old: '\tTab', new: 'Tab' },
      { field: 'hardware.en', old: '\rReturn', new: 'Return' },
    ]);
    // Restore the product for the other tests.
    await server.store.put('catalogue_master', {
      ...first!,
      _rev: (await server.store.get('catalogue_master', first!._id))!._rev,
    });
  });

  it.each([
    ['de', 'Externe ID', ';', 'Produkte'],
    ['en', 'External ID', ',', 'products'],
  ])('offers the template in %s', async (lang, first, delimiter, sheet) => {
    const csv = (await download(`${IMPORT}/template?format=csv&lang=${lang}`)).bytes.toString('utf8');
    expect(
      csv
        .replace(/^\ufeff/, '')
        .trimEnd()
        .split(delimiter),
    ).toEqual(COLUMNS.map((column) => column[lang as 'de' | 'en']));
    expect(csv.startsWith(`\ufeff${first}`)).toBe(true);
    const book = await readWorkbook((await download(`${IMPORT}/template?format=xlsx&lang=${lang}`)).bytes);
    expect(book.worksheets.map((s) => s.name)[0]).toBe(sheet);
    expect((book.worksheets[1]!.getRow(1).values as unknown[]).slice(1)).toEqual(
      sheetColumns('sub_products').map((column) => column[lang as 'de' | 'en']),
    );
  });

  it('an exported XLSX, changed in one cell, imports as one update', async () => {
    const book = await readWorkbook((await download(`${IMPORT}/export?format=xlsx&lang=de`)).bytes);
    const sheet = book.getWorksheet('Produkte')!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const row = sheet.getRow(2);
    row.getCell(header.indexOf('Vertrieb') + 1).value = 'Neuer Vertrieb';
    const plan = await dryRun(server, token, Buffer.from(await book.xlsx.writeBuffer()), {
      fileName: 'katalog.xlsx',
    });
    expect(plan.body.counts).toMatchObject({ update: 1, create: 0, error_rows: 0 });
    expect(plan.body.rows[0]!.changes).toEqual([
      expect.objectContaining({ field: 'distributor', new: 'Neuer Vertrieb' }),
    ]);
    expect((await batchCall(server, token, plan.body.batch_id!, 'apply')).body.status).toBe('applied');
  });
});
