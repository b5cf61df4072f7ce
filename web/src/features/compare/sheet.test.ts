// The comparison's XLSX and CSV, opened again with exceljs: a column per product, the sections as
// row groups, German units and decimals, the as-of dates and sources, the disclaimer, formula-like
// texts neutralised, and nothing the report leaves out (publications of a plan without them).
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { activateLocale } from '../../i18n/catalog.ts';
import { reportData } from './report-fixtures.ts';
import { buildReport, type ReportData } from './report-model.ts';
import { reportCsv } from './sheet-csv.ts';
import { reportSheet } from './sheet-model.ts';
import { renderReportXlsx } from './sheet-xlsx.ts';

const NOW = new Date(2026, 1, 3, 10, 30);

/** The fixtures with a decimal volume, dates and a source, and a product name that looks like a formula. */
function data(change: Partial<ReportData> = {}): ReportData {
  const base = reportData();
  const products = base.products.map((product) => {
    if (product.id === 'p-1')
      return {
        ...product,
        data_as_of: '2025-09-15',
        sources: [{ kind: 'instructions' as const, reference: 'IFU Rev. 4', as_of: '2025-08-01' }],
        sub_products: product.sub_products.map((test, index) =>
          index === 0 ? { ...test, sample_volume_ul: 1.5 } : test,
        ),
      };
    if (product.id === 'p-2') return { ...product, name: '=HYPERLINK("http://evil.example")' };
    return product;
  });
  return { ...base, products, ...change };
}

async function sheetOf(locale: 'en' | 'de', change: Partial<ReportData> = {}) {
  await activateLocale(locale);
  return reportSheet(buildReport(data(change), i18n, NOW), i18n);
}

async function workbookOf(locale: 'en' | 'de', change: Partial<ReportData> = {}) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await renderReportXlsx(await sheetOf(locale, change)));
  return workbook.worksheets[0]!;
}

const texts = (row: ExcelJS.Row): string[] =>
  Array.from({ length: 4 }, (_, index) => String(row.getCell(index + 1).value ?? ''));

/** The rows whose first cell is `label`. */
function rowsLabelled(sheet: ExcelJS.Worksheet, label: string): ExcelJS.Row[] {
  const found: ExcelJS.Row[] = [];
  sheet.eachRow((row) => {
    if (row.getCell(1).value === label) found.push(row);
  });
  return found;
}

function allText(sheet: ExcelJS.Worksheet): string {
  const parts: string[] = [];
  sheet.eachRow((row) => parts.push(...texts(row)));
  return parts.join('\n');
}

const NAMES = ['Grünwald Kardio Süß 200', `'=HYPERLINK("http://evil.example")`, 'Grünwald Mini'];

describe('comparison XLSX', () => {
  it('has a column per product, the sections as bold outline groups, German units, dates, sources and the disclaimer', async () => {
    const sheet = await workbookOf('de');
    expect(sheet.name).toBe('Vergleichsbericht');
    expect(sheet.getCell('A1').value).toBe('Vergleichsbericht');
    const header = rowsLabelled(sheet, 'Produkt')[0]!;
    expect(texts(header)).toEqual(['Produkt', ...NAMES]);
    expect(header.font?.bold).toBe(true);

    const group = rowsLabelled(sheet, 'Vergleich')[0]!;
    expect(group.font?.bold).toBe(true);
    expect(group.outlineLevel ?? 0).toBe(0);
    expect(sheet.getRow(group.number + 1).outlineLevel).toBe(1);
    expect(texts(rowsLabelled(sheet, 'Hersteller')[0]!)).toEqual([
      'Hersteller',
      'Grünwald Kardiodiagnostik GmbH',
      'Alpenmed AG',
      'Grünwald Kardiodiagnostik GmbH',
    ]);

    // Tests in numbered blocks at the second level; the German decimal comma and units.
    const firstTest = rowsLabelled(sheet, 'Test 1')[0]!;
    expect(firstTest.outlineLevel).toBe(1);
    const volume = rowsLabelled(sheet, 'Probenvolumen');
    expect(volume[0]!.outlineLevel).toBe(2);
    expect(volume[0]!.getCell(2).value).toBe('1,5 µl');
    expect(volume[1]!.getCell(2).value).toBe('5 µl');
    expect(rowsLabelled(sheet, 'Zeit bis zum Ergebnis')[0]!.getCell(2).value).toBe('12 min');

    const all = allText(sheet);
    expect(all).toContain('Preise netto, Stand: Juli 2025.');
    expect(rowsLabelled(sheet, 'Stand der Produktdaten')[0]!.getCell(2).value).toBe('September 2025');
    expect(String(rowsLabelled(sheet, 'Quellen')[0]!.getCell(2).value)).toContain('IFU Rev. 4');
    expect(all).toContain('Haftungsausschluss');
    expect(all).toContain('Für ihre Richtigkeit und Vollständigkeit wird keine Gewähr übernommen');

    // The cost calculator's inputs and results, a row each, in German amounts.
    const nbsp = (cell: ExcelJS.CellValue) => String(cell).replace(/\u00a0/g, ' ');
    expect(rowsLabelled(sheet, 'Kosten pro Ergebnis')[0]!.font?.bold).toBe(true);
    expect(nbsp(rowsLabelled(sheet, 'Preis pro Test')[0]!.getCell(2).value)).toBe('12,50 €');
    expect(rowsLabelled(sheet, 'Patiententests pro Jahr')[0]!.getCell(2).value).toBe('1.200');
    const perResult = rowsLabelled(sheet, 'Kosten pro Patientenergebnis')[0]!;
    expect(perResult.outlineLevel).toBe(1);
    expect(texts(perResult).map(nbsp)).toEqual([
      'Kosten pro Patientenergebnis',
      '16,27 €',
      'keine Patiententests eingegeben',
      'keine Patiententests eingegeben',
    ]);
  });

  it('names a saved comparison and the day it was saved above the products (German)', async () => {
    const sheet = await workbookOf('de', {
      saved: { name: '=Kardio Station 3', savedAt: '2026-11-20T09:00:00.000Z' },
    });
    const text = allText(sheet);
    expect(text).toContain(`'=Kardio Station 3`);
    expect(text).toMatch(/20\. November 2026|20\.11\.2026/);
    expect(rowsLabelled(sheet, 'Produkt')).toHaveLength(1);
  });

  it('neutralises cells a spreadsheet would run as formulas and holds no formula', async () => {
    const sheet = await workbookOf('en');
    expect(texts(rowsLabelled(sheet, 'Product')[0]!)).toEqual(['Product', ...NAMES]);
    // The resume per company stands under each of the company's products.
    expect(texts(rowsLabelled(sheet, 'Company')[0]!)).toEqual([
      'Company',
      'Grünwald Kardiodiagnostik GmbH',
      'Alpenmed AG',
      'Grünwald Kardiodiagnostik GmbH',
    ]);
    sheet.eachRow((row) =>
      row.eachCell((cell) => {
        expect(cell.type).not.toBe(ExcelJS.ValueType.Formula);
        expect(String(cell.value)).not.toMatch(/^[=+\-@\t\r]/);
      }),
    );
  });

  it('lists publications as the report does, and none where the plan leaves them out', async () => {
    const shown = await workbookOf('en');
    expect(rowsLabelled(shown, 'Publication 10')).toHaveLength(1);
    expect(rowsLabelled(shown, 'Publication 11')).toHaveLength(0);
    // The first 'Title' row is the safety notices' (the section before).
    const title = rowsLabelled(shown, 'Title')[1]!;
    expect(title.getCell(2).value).toBe('Study l-2026-02-10');
    // The product whose links are not shown: the report's words, not its stored publication.
    expect(title.getCell(3).value).toBe(
      'No publications from 2019 on for =HYPERLINK("http://evil.example").',
    );
    expect(allText(shown)).not.toContain('not-shown');

    const locked = await workbookOf('en', { publicationsLocked: true });
    const text = allText(locked);
    expect(text).toContain('Publications are not included in your plan.');
    expect(text).not.toContain('Study ');
    expect(rowsLabelled(locked, 'Publication 1')).toHaveLength(0);
  });
});

describe('safety notices in the XLSX', () => {
  it.each([
    [
      'en',
      'Safety notices',
      [
        'Title',
        'Dringende Sicherheitsinformation fsn-1',
        'No safety notices are known for =HYPERLINK("http://evil.example").',
        'No safety notices are known for Grünwald Mini.',
      ],
      ['Authority', 'BfArM (Germany)', '', ''],
      ['Reference', '04711/26', '', ''],
    ],
    [
      'de',
      'Sicherheitshinweise',
      [
        'Titel',
        'Dringende Sicherheitsinformation fsn-1',
        'Für =HYPERLINK("http://evil.example") sind keine Sicherheitshinweise bekannt.',
        'Für Grünwald Mini sind keine Sicherheitshinweise bekannt.',
      ],
      ['Behörde', 'BfArM (Deutschland)', '', ''],
      ['Aktenzeichen', '04711/26', '', ''],
    ],
  ] as const)(
    'lists them per product as the report does, or says none are known (%s)',
    async (locale, group, title, authority, reference) => {
      const sheet = await workbookOf(locale);
      const heading = rowsLabelled(sheet, group)[0]!;
      expect(heading.font?.bold).toBe(true);
      const next = (offset: number) => texts(sheet.getRow(heading.number + offset));
      expect([next(2), next(3), next(5)]).toEqual([title, authority, reference]);
      expect(allText(sheet)).not.toContain('fsn-not-shown');
    },
  );
});

async function csvRows(text: string, delimiter: string): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  const sheet = await workbook.csv.read(Readable.from([text.replace(/^\ufeff/, '')]), {
    parserOptions: { delimiter },
    map: (value: unknown) => value,
  });
  const rows: string[][] = [];
  sheet.eachRow((row) => rows.push(texts(row)));
  return rows;
}

describe('comparison CSV', () => {
  it('German: UTF-8 with BOM, semicolons, the same rows as the XLSX, formulas neutralised', async () => {
    const sheet = await sheetOf('de');
    const text = reportCsv(sheet, 'de');
    expect(text.startsWith('\ufeffVergleichsbericht;;;\r\n')).toBe(true);
    const rows = await csvRows(text, ';');
    expect(rows).toHaveLength(sheet.rows.length);
    expect(rows.find((row) => row[0] === 'Produkt')).toEqual(['Produkt', ...NAMES]);
    expect(rows.find((row) => row[0] === 'Probenvolumen')![1]).toBe('1,5 µl');
    expect(rows.some((row) => row[0] === 'Preise netto, Stand: Juli 2025.')).toBe(true);
    expect(rows.find((row) => row[0] === 'Stand der Produktdaten')![1]).toBe('September 2025');
    expect(rows.some((row) => row[0]!.includes('keine Gewähr'))).toBe(true);
    expect(rows.find((row) => row[0] === 'Gesamt pro Jahr')![1]!.replace(/\u00a0/g, ' ')).toBe('19.525,00 €');
    for (const row of rows) for (const cell of row) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });

  it('English: commas, with fields that hold one quoted', async () => {
    const text = reportCsv(await sheetOf('en'), 'en');
    expect(text.startsWith('\ufeffComparison report,,,\r\n')).toBe(true);
    expect(text).toContain(
      `Product,Grünwald Kardio Süß 200,"'=HYPERLINK(""http://evil.example"")",Grünwald Mini\r\n`,
    );
    const rows = await csvRows(text, ',');
    expect(rows.find((row) => row[0] === 'Sample volume')![1]).toBe('1.5 µl');
    expect(rows.find((row) => row[0] === 'Manufacturer')).toEqual([
      'Manufacturer',
      'Grünwald Kardiodiagnostik GmbH',
      'Alpenmed AG',
      'Grünwald Kardiodiagnostik GmbH',
    ]);
  });
});
