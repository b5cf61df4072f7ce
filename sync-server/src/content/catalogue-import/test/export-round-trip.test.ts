// The export: the whole catalogue (hidden products marked) as CSV, XLSX (with the products'
// links) and a FHIR R4 LIVD Bundle, each of which imports back as a no-op; links changed in the
// XLSX show old → new and are written, bad links rows write nothing; the Bundle is valid R4 by the official JSON
// schema; cells a spreadsheet would run as formulas are neutralised and read back as written;
// the template comes with the headers of the page's language.
import { parse } from 'csv-parse/sync';
import { message, type MessageKey } from '@poct/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../test/support/test-server.ts';
import type { CouchDoc } from '../../../platform/store/couch-client.ts';
import { COLUMNS, sheetColumns } from '../columns.ts';
import { fhirBundleErrors } from '../fhir-schema.ts';
import { batchCall, countDocs, dryRun, IMPORT, type LooseDoc } from './import-client.ts';
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

/**
 * The links sheet of an export, to change: a cell by row and header, a copy of the first link's
 * row with some cells changed, and the dry run of the changed workbook.
 */
async function exportedLinks(lang: 'de' | 'en') {
  const book = await readWorkbook((await download(`${IMPORT}/export?format=xlsx&lang=${lang}`)).bytes);
  const sheet = book.getWorksheet(lang === 'de' ? 'Links' : 'links')!;
  const header = (sheet.getRow(1).values as string[]).slice(1);
  const cell = (row: number, name: string) => sheet.getRow(row).getCell(header.indexOf(name) + 1);
  const addCopy = (changes: Record<string, string>) => {
    // Empty cells included (a row's `values` skips them).
    const row = sheet.addRow(
      Array.from(sheet.getRow(2).values as unknown[], (value) => value ?? '').slice(1),
    );
    for (const [name, value] of Object.entries(changes)) row.getCell(header.indexOf(name) + 1).value = value;
    return row;
  };
  const plan = async () =>
    dryRun(server, token, Buffer.from(await book.xlsx.writeBuffer()), {
      fileName: `export-${lang}.xlsx`,
      locale: lang,
    });
  return { linkId: String(cell(2, lang === 'de' ? 'Link-ID' : 'Link ID').value), cell, addCopy, plan };
}

/** The stored links that belong to a product. */
const productLinks = async () =>
  (await server.store.allDocs<LooseDoc>('publications_master')).filter((doc) => doc.product_id);

async function download(path: string, locale = 'de'): Promise<{ response: Response; bytes: Buffer }> {
  const response = await server.api(path, { token, headers: { 'accept-language': locale } });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe('catalogue export', () => {
  it.each(['csv', 'xlsx', 'fhir'])(
    '%s: the whole catalogue, imported back, changes nothing',
    async (format) => {
      const products = await countDocs(server, 'catalogue_master');
      // The XLSX carries the products' links on its own sheet; each is a row of the report.
      const links = format === 'xlsx' ? (await productLinks()).length : 0;
      expect(links > 0 || format !== 'xlsx').toBe(true);
      const { response, bytes } = await download(`${IMPORT}/export?format=${format}&lang=de`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-disposition')).toMatch(/^attachment/);
      const { status, body } = await dryRun(server, token, bytes, { fileName: `export.${format}` });
      expect(status).toBe(200);
      expect(body.rows.filter((row) => row.errors.length)).toEqual([]);
      expect(body.counts).toMatchObject({ create: 0, update: 0, error_rows: 0, unchanged: products + links });
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
    expect(book.worksheets[2]!.name).toBe(lang === 'de' ? 'Links' : 'links');
    expect((book.worksheets[2]!.getRow(1).values as unknown[]).slice(1)).toEqual(
      sheetColumns('links').map((column) => column[lang as 'de' | 'en']),
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

  it('an exported XLSX with a link changed and one added: the dry run shows old → new, apply writes them, undo takes them back', async () => {
    const { linkId, cell, addCopy, plan: dryRunOf } = await exportedLinks('de');
    const before = (await server.store.get<LooseDoc>('publications_master', linkId))!;
    cell(2, 'Titel').value = 'Neuer Titel der Studie';
    addCopy({ 'Link-ID': '', Titel: 'Kurzanleitung', URL: 'https://example.org/kurzanleitung.pdf' });
    const plan = await dryRunOf();
    expect(plan.body.rows.filter((row) => row.errors.length)).toEqual([]);
    expect(plan.body.counts).toMatchObject({ create: 1, error_rows: 0 });
    const changed = plan.body.rows.filter(
      (row) => row.entity === 'link' && (row.doc_id === linkId || row.action === 'create'),
    );
    expect(changed.map((row) => row.action)).toEqual(['update', 'create']);
    expect(changed[0]).toMatchObject({
      doc_id: linkId,
      changes: [{ field: 'title', old: before.title, new: 'Neuer Titel der Studie' }],
    });
    expect((await batchCall(server, token, plan.body.batch_id!, 'apply')).body.status).toBe('applied');
    expect((await server.store.get<LooseDoc>('publications_master', linkId))!.title).toBe(
      'Neuer Titel der Studie',
    );
    const created = (await server.store.get<LooseDoc>('publications_master', changed[1]!.doc_id))!;
    expect(created).toMatchObject({
      product_id: before.product_id,
      title: 'Kurzanleitung',
      url: 'https://example.org/kurzanleitung.pdf',
    });
    expect((await batchCall(server, token, plan.body.batch_id!, 'undo')).body.status).toBe('undone');
    expect((await server.store.get<LooseDoc>('publications_master', linkId))!.title).toBe(before.title);
    expect(await server.store.get('publications_master', changed[1]!.doc_id)).toBeUndefined();
  });

  it('a links sheet with a bad address and an unknown product gets the catalogue message by row and column and writes nothing', async () => {
    const { linkId, cell, addCopy, plan: dryRunOf } = await exportedLinks('en');
    const stored = (await server.store.get<LooseDoc>('publications_master', linkId))!;
    cell(2, 'URL').value = 'not an address';
    const orphan = addCopy({ 'Product name': 'No such product', 'External ID': '', 'Link ID': '' });
    const links = await countDocs(server, 'publications_master');
    const plan = await dryRunOf();
    expect(plan.status).toBe(200);
    expect(plan.body.batch_id).toBeUndefined();
    const errors = plan.body.rows.flatMap((row) => row.errors);
    const badUrl = errors.find((error) => error.row === 2 && error.sheet === 'links');
    expect(badUrl).toMatchObject({ column: 'URL' });
    expect(badUrl!.message).toBe(message(badUrl!.key as MessageKey, 'en'));
    expect(errors).toContainEqual({
      row: orphan.number,
      sheet: 'links',
      column: 'Product name',
      key: 'import.link_product_missing',
      message: message('import.link_product_missing', 'en'),
    });
    expect(await countDocs(server, 'publications_master')).toBe(links);
    expect((await server.store.get<LooseDoc>('publications_master', linkId))!._rev).toBe(stored._rev);
  });

  it('a links sheet carries a safety notice with authority and reference; one without its reference is refused at that column', async () => {
    const { addCopy, plan: dryRunOf } = await exportedLinks('en');
    const notice = {
      'Link ID': '',
      Title: 'Urgent field safety notice',
      URL: 'https://example.org/fsn-2026-01.pdf',
      'Link type': 'safety_notice',
      Category: 'manual_product_documentation',
      Signal: 'r',
      Authority: 'bfarm',
      Reference: '04712/26',
    };
    addCopy(notice);
    const missing = addCopy({
      ...notice,
      Title: 'Notice without reference',
      URL: 'https://example.org/fsn-2.pdf',
      Reference: '',
    });
    const plan = await dryRunOf();
    const errors = plan.body.rows.flatMap((row) => row.errors);
    expect(errors).toEqual([
      expect.objectContaining({
        row: missing.number,
        sheet: 'links',
        column: 'Reference',
        key: 'validation.safety_notice_reference',
        message: message('validation.safety_notice_reference', 'en'),
      }),
    ]);
    expect(plan.body.rows.filter((row) => row.entity === 'link' && row.action === 'create')).toHaveLength(1);
  });
});
