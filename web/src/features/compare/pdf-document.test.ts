import { describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { activateLocale } from '../../i18n/catalog.ts';
import { renderReportPdf } from './pdf-render.ts';
import { reportDocument, SIGNAL_FILLS, type PdfNodeInfo } from './pdf-document.ts';
import { reportData } from './report-fixtures.ts';
import { buildReport, type ComparisonReport } from './report-model.ts';

const NOW = new Date(2026, 1, 3, 10, 30);

async function report(locale: 'en' | 'de'): Promise<ComparisonReport> {
  await activateLocale(locale);
  return buildReport(reportData(), i18n, NOW);
}

const squeeze = (value: string) => value.replace(/\s+/g, '');

/** The text of every page of `pdf`, read back with pdf.js. */
async function pdfText(pdf: Uint8Array): Promise<{ text: string; pages: number }> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const parsed = await getDocument({ data: new Uint8Array(pdf) }).promise;
  let text = '';
  for (let page = 1; page <= parsed.numPages; page++) {
    const content = await (await parsed.getPage(page)).getTextContent();
    text += content.items.map((item) => ('str' in item ? item.str : '')).join('');
  }
  return { text, pages: parsed.numPages };
}

type Node = Record<string, unknown>;
const nodes = (content: unknown[]): Node[] =>
  content.flatMap((item) => {
    if (typeof item !== 'object' || item === null) return [];
    const node = item as Node;
    return [node, ...(Array.isArray(node.stack) ? nodes(node.stack) : [])];
  });

describe('report PDF document', () => {
  it('lets the sections follow one another, each heading kept with what follows, and keeps the disclaimer whole', async () => {
    const built = await report('en');
    const all = reportDocument(built).content as Node[];
    const headings = nodes(all).filter((node) => node.style === 'h2');
    expect(headings.map((node) => node.text)).toEqual(built.sections.map((section) => section.title));
    expect(headings.map((node) => node.pageBreak ?? null)).toEqual(built.sections.map(() => null));
    for (const heading of headings) expect(heading.headlineLevel).toBe(1);
    const disclaimer = all.find((node) => Array.isArray(node.stack));
    expect(disclaimer).toMatchObject({ unbreakable: true });
  });

  it('repeats table headers, never splits rows, and prints the signal name on its colour', async () => {
    const all = nodes(reportDocument(await report('de')).content);
    const tables = all.flatMap((node) =>
      node.table ? [node.table as { headerRows: number; dontBreakRows: boolean; body: unknown[][] }] : [],
    );
    // Comparison, connectivity, companies, samples, regulatory, the first product's safety notices
    // and publications, the calculator's figures and the costs.
    expect(tables).toHaveLength(9);
    for (const table of tables) expect(table).toMatchObject({ headerRows: 1, dontBreakRows: true });
    expect(
      tables[5]!.body.map((row) =>
        row.map((cell) => (typeof cell === 'string' ? cell : (cell as { text: string }).text)),
      ),
    ).toEqual([
      ['Titel', 'Behörde', 'Datum', 'Aktenzeichen', 'Zusammenfassung'],
      [
        'Dringende Sicherheitsinformation fsn-1',
        'BfArM (Deutschland)',
        '18.03.2026',
        '04711/26',
        'Betroffene Teststreifen nicht mehr verwenden.',
      ],
    ]);
    const signals = tables[6]!.body.slice(1).map((row) => row.at(-1) as { text: string; fillColor: string });
    expect(signals).toHaveLength(10);
    for (const cell of signals) {
      expect(['Grün', 'Orange', 'Rot', 'Weiß']).toContain(cell.text);
      expect(Object.values(SIGNAL_FILLS)).toContain(cell.fillColor);
    }
  });

  it('numbers the pages in the report language and keeps captions off the foot of a page', async () => {
    const document = reportDocument(await report('de'));
    expect(JSON.stringify(document.footer(2, 7))).toContain('Seite 2 von 7');
    // The day in German, not as an ISO date; the English report in English.
    expect(JSON.stringify(document.footer(1, 7))).toContain('03.02.2026');
    expect(JSON.stringify(document.footer(1, 7))).not.toContain('2026-02-03');
    const english = JSON.stringify(reportDocument(await report('en')).footer(1, 7));
    expect(english).toContain('3 Feb 2026');
    expect(english).toContain('Page 1 of 7');
    const caption: PdfNodeInfo = { headlineLevel: 2, pageNumbers: [3] };
    expect(document.pageBreakBefore(caption, { getFollowingNodesOnPage: () => [] })).toBe(true);
    expect(document.pageBreakBefore(caption, { getFollowingNodesOnPage: () => [{ pageNumbers: [3] }] })).toBe(
      false,
    );
    expect(document.pageBreakBefore({ pageNumbers: [3] }, { getFollowingNodesOnPage: () => [] })).toBe(false);
  });

  it('renders with the embedded Roboto font so German text (ä ö ü ß) comes back out of the PDF', async () => {
    const built = await report('de');
    // The worker's own renderer: pdfmake's browser build with the inlined fonts.
    const progress: number[] = [];
    const pdf = await renderReportPdf(built, (value) => progress.push(value));
    expect(progress.length).toBeGreaterThan(10);
    expect(progress.at(-1)).toBe(1);
    const { text, pages } = await pdfText(pdf);
    for (const expected of [
      'Konnektivität',
      'Publikationsübersicht',
      'Sicherheitshinweise: Grünwald Kardio Süß 200',
      'Dringende Sicherheitsinformation fsn-1',
      'Für Alpenmed Quick sind keine Sicherheitshinweise bekannt.',
      'Resümee je Unternehmen',
      'Grünwald Kardio Süß 200',
      'Nicht berechnete Parameter können fehlen.',
      'maßgeblich sind die aktuellen Unterlagen der Hersteller',
      // The calculator's figures: 1.200 patient tests at 12,50 € make 16,27 € per result.
      'Kosten pro Patientenergebnis',
      '12,50 €',
      '19.525,00 €',
      '16,27 €',
    ]) {
      expect(squeeze(text)).toContain(squeeze(expected));
    }
    expect(pages).toBeGreaterThanOrEqual(2);
  });

  it('makes many PDFs in one worker (fonts parsed once): each holds its own text and fonts', async () => {
    const german = await report('de');
    const english = await report('en');
    const first = await pdfText(await renderReportPdf(german));
    const other = await pdfText(await renderReportPdf(english));
    const again = await pdfText(await renderReportPdf(german));
    expect(again).toEqual(first);
    expect(squeeze(first.text)).toContain(squeeze('Grünwald Kardio Süß 200'));
    expect(squeeze(other.text)).toContain(squeeze('Cost per patient result'));
    expect(squeeze(other.text)).not.toContain(squeeze('Kosten pro Patientenergebnis'));
  });

  it.each(['de', 'en'] as const)(
    'in %s fills its pages: fewer pages than sections, every page but the last used to its lower half',
    async (locale) => {
      const built = await report(locale);
      const pdf = await renderReportPdf(built, () => {});
      const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
      const parsed = await getDocument({ data: new Uint8Array(pdf) }).promise;
      expect(parsed.numPages).toBeLessThan(built.sections.length);
      for (let number = 1; number < parsed.numPages; number++) {
        const page = await parsed.getPage(number);
        const height = page.getViewport({ scale: 1 }).height;
        const footerTop = 60;
        const lowest = Math.min(
          ...(await page.getTextContent()).items.flatMap((item) =>
            'transform' in item && item.str.trim() !== '' && item.transform[5] > footerTop
              ? [item.transform[5] as number]
              : [],
          ),
        );
        expect(lowest, `page ${number}`).toBeLessThan(height / 2);
      }
    },
  );
});
