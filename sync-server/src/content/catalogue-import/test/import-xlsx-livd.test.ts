// An XLSX workbook as German staff keep it (sheets Produkte and Tests, typed numbers and dates)
// and a FHIR R4 Bundle in the HL7 LIVD profile written for this project import with their tests;
// the LIVD tests carry their sample type from the ConceptMap's `specimen`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { message } from '@poct/schemas';
import { startTestServer, type TestServer } from '../../../../test/support/test-server.ts';
import type { CellValue } from 'exceljs';
import { sheetColumns } from '../columns.ts';
import { batchCall, dryRun, type LooseDoc } from './import-client.ts';
import { livdBundle, workbook } from './fixtures.ts';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await server.login('staff');
});
afterAll(async () => {
  await server?.close();
});

const productHeader = sheetColumns('products').map((column) => column.de);
const testHeader = sheetColumns('sub_products').map((column) => column.de);
const product = (fields: Record<string, CellValue>) => productHeader.map((header) => fields[header] ?? '');
const test = (fields: Record<string, CellValue>) => testHeader.map((header) => fields[header] ?? '');

describe('XLSX import', () => {
  it('reads the Produkte and Tests sheets, typed cells included, and reports errors by sheet row', async () => {
    const file = await workbook({
      Produkte: [
        productHeader,
        product({
          Produktname: 'Tabellengerät',
          Hersteller: 'Nordwerk AG',
          'Preis min (EUR netto)': 1770.5,
          'Preis max (EUR netto)': 2000,
          'Preis Standard (EUR netto)': 1800,
          'Preis Durchschnitt (EUR netto)': 1850,
          Preisstand: new Date(Date.UTC(2025, 6, 1)),
          Sichtbar: 'nein',
        }),
      ],
      Tests: [
        testHeader,
        test({
          Produktname: 'Tabellengerät',
          Hersteller: 'Nordwerk AG',
          Test: 'Kassette',
          'Probenart des Tests': 'Serum',
          'Probenvolumen (µl)': 15,
          'Zeit bis Ergebnis (min)': 8,
        }),
        test({
          Produktname: 'Unbekannt',
          Hersteller: 'Nordwerk AG',
          Test: 'Waise',
          'Probenart des Tests': 'Serum',
          'Probenvolumen (µl)': 1,
          'Zeit bis Ergebnis (min)': 1,
        }),
      ],
    });
    const withError = await dryRun(server, token, file, { fileName: 'katalog.xlsx' });
    expect(withError.body.rows).toContainEqual(
      expect.objectContaining({
        row: 3,
        errors: [expect.objectContaining({ message: message('import.product_missing', 'de') })],
      }),
    );
    expect(withError.body.batch_id).toBeUndefined();

    const fixed = await workbook({
      Produkte: [
        productHeader,
        product({
          Produktname: 'Tabellengerät',
          Hersteller: 'Nordwerk AG',
          'Preis min (EUR netto)': 1770.5,
          'Preis max (EUR netto)': 2000,
          'Preis Standard (EUR netto)': 1800,
          'Preis Durchschnitt (EUR netto)': 1850,
          Preisstand: new Date(Date.UTC(2025, 6, 1)),
          Sichtbar: 'nein',
        }),
      ],
      Tests: [
        testHeader,
        test({
          Produktname: 'Tabellengerät',
          Hersteller: 'Nordwerk AG',
          Test: 'Kassette',
          'Probenart des Tests': 'Serum',
          'Probenvolumen (µl)': 15,
          'Zeit bis Ergebnis (min)': 8,
        }),
      ],
    });
    const plan = await dryRun(server, token, fixed, { fileName: 'katalog.xlsx' });
    expect(plan.body.counts).toMatchObject({ create: 1, error_rows: 0 });
    await batchCall(server, token, plan.body.batch_id!, 'apply');
    const stored = await server.store.get<LooseDoc>('catalogue_master', plan.body.rows[0]!.doc_id);
    expect(stored).toMatchObject({ visible: false, price: { min: 1770.5, as_of: '2025-07-01' } });
    expect(stored!.sub_products).toEqual([
      expect.objectContaining({ name: 'Kassette', sample_type_id: 'sample-serum', sample_volume_ul: 15 }),
    ]);
  });
});

describe('a registry export', () => {
  it('imports in its own headers, with the regulatory identity and the LOINC-coded tests', async () => {
    // In the shape of an EUDAMED device export: its own column names, no prices.
    const file = [
      'Basic UDI-DI,UDI-DI,Actor ID/SRN,Manufacturer name,Trade name,Risk class,Test,Specimen,LOINC code',
      'B-NW-CARDIO-2,04012345000016,DE-MF-000012345,Nordwerk Diagnostik,Cardio Reader NW2,C,Troponin I,Venous whole blood,10839-9',
      'B-NW-CARDIO-2,04012345000016,DE-MF-000012345,Nordwerk Diagnostik,Cardio Reader NW2,C,NT-proBNP,Plasma,33762-6',
      'B-NW-CARDIO-2,04012345000023,DE-MF-000012345,Nordwerk Diagnostik,Cardio Reader NW2,C,Kombi,Plasma,10839-9 | 33762-6',
    ].join('\r\n');
    const plan = await dryRun(server, token, file, { fileName: 'eudamed-export.csv', locale: 'en' });
    expect(plan.body.counts).toMatchObject({ create: 1, error_rows: 0 });
    await batchCall(server, token, plan.body.batch_id!, 'apply');
    const stored = await server.store.get<LooseDoc>('catalogue_master', plan.body.rows[0]!.doc_id);
    expect(stored).toMatchObject({
      name: 'Cardio Reader NW2',
      manufacturer: 'Nordwerk Diagnostik',
      regulatory: {
        basic_udi_di: 'B-NW-CARDIO-2',
        udi_di: ['04012345000016'],
        srn: 'DE-MF-000012345',
        ivdr_class: 'C',
      },
    });
    expect(
      stored!.sub_products.map((sub: LooseDoc) => [sub.name, sub.sample_type_id, sub.loinc_codes]),
    ).toEqual([
      ['Troponin I', 'sample-venous-wb', ['10839-9']],
      ['NT-proBNP', 'sample-plasma', ['33762-6']],
      ['Kombi', 'sample-plasma', ['10839-9', '33762-6']],
    ]);
  });

  it('refuses a wrong LOINC check digit at its row and column', async () => {
    const file =
      'Manufacturer name,Trade name,Test,Specimen,LOINC code\r\nNordwerk Diagnostik,Cardio Reader NW3,Troponin I,Plasma,10839-8\r\n';
    const plan = await dryRun(server, token, file, { locale: 'en' });
    expect(plan.body.rows[0]!.errors).toContainEqual(
      expect.objectContaining({ row: 2, column: 'LOINC', message: message('validation.loinc', 'en') }),
    );
  });
});

describe('FHIR LIVD import', () => {
  it('creates the device with its tests and their sample types', async () => {
    const file = Buffer.from(JSON.stringify(livdBundle()));
    const plan = await dryRun(server, token, file, { fileName: 'nordwerk-livd.json', locale: 'en' });
    expect(plan.status).toBe(200);
    expect(plan.body.counts).toMatchObject({ create: 1, error_rows: 0 });
    // LIVD has no prices: the new product's are 0 and it says so.
    expect(plan.body.rows[0]!.warnings).toContainEqual(
      expect.objectContaining({ message: message('import.price_missing', 'en') }),
    );
    await batchCall(server, token, plan.body.batch_id!, 'apply');
    const stored = await server.store.get<LooseDoc>('catalogue_master', plan.body.rows[0]!.doc_id);
    expect(stored).toMatchObject({ name: 'Cardio Reader NW', manufacturer: 'Nordwerk Diagnostik' });
    expect(
      stored!.sub_products.map((sub: LooseDoc) => [
        sub.name,
        sub.sample_type_id,
        sub.loinc_codes,
        sub.vendor_code,
      ]),
    ).toEqual([
      ['Troponin I Kassette', 'sample-venous-wb', ['10839-9'], 'TNI-7'],
      ['NT-proBNP Kassette', 'sample-plasma', ['33762-6'], 'NTP-2'],
    ]);
    const again = await dryRun(server, token, file, { locale: 'en' });
    expect(again.body.counts).toMatchObject({ create: 0, update: 0, unchanged: 1 });
  });
});
