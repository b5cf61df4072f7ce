import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { activateLocale } from '../../i18n/catalog.ts';
import { FOURTEEN_DATES, publication, reportData } from './report-fixtures.ts';
import {
  buildReport,
  fileNamePart,
  reportFileName,
  reportPublications,
  SECTION_IDS,
} from './report-model.ts';
import { reportDocument } from './pdf-document.ts';

const NOW = new Date(2026, 1, 3, 10, 30);

async function report(locale: 'en' | 'de') {
  await activateLocale(locale);
  return buildReport(reportData(), i18n, NOW);
}

const TITLES = {
  en: [
    'Comparison',
    'Connectivity',
    'Resume per company',
    'Sample type, sample volume and time to result',
    'Regulatory identity and sources',
    'Safety notices',
    'Publications overview',
    'Cost per result',
    'Disclaimer',
  ],
  de: [
    'Vergleich',
    'Konnektivität',
    'Resümee je Unternehmen',
    'Probenart, Probenvolumen und Zeit bis zum Ergebnis',
    'Regulatorische Angaben und Quellen',
    'Sicherheitshinweise',
    'Publikationsübersicht',
    'Kosten pro Ergebnis',
    'Haftungsausschluss',
  ],
};

describe('report publications (spec: at most 10, from 2019 on, newest first)', () => {
  it('keeps the ten newest of 14 publications from 2015 to 2026, newest first', () => {
    const links = FOURTEEN_DATES.map((date) => publication('p', date, date));
    const shown = reportPublications({ links_visible: true }, [
      links[5]!,
      ...links.slice(0, 5),
      ...links.slice(6),
    ]);
    expect(shown.map((link) => link.published_at)).toEqual(FOURTEEN_DATES.slice(4).reverse());
  });

  it('drops hidden ones and everything before 2019, also when fewer than ten remain', () => {
    const shown = reportPublications({ links_visible: true }, [
      publication('p', 'a', '2018-12-31'),
      publication('p', 'b', '2019-01-01'),
      publication('p', 'c', '2025-01-01', { visible: false }),
      publication('p', 'd', '2024-02-29'),
    ]);
    expect(shown.map((link) => link.id)).toEqual(['d', 'b']);
  });

  it('lists studies only, as the product page: photos, contact pages, manuals and videos take no place', () => {
    const shown = reportPublications({ links_visible: true }, [
      publication('p', 'photo', '2025-07-21', { type: 'image', category: 'manual_product_documentation' }),
      publication('p', 'contact', '2024-12-02', {
        type: 'contact',
        category: 'manual_product_documentation',
      }),
      publication('p', 'manual', '2024-03-08', {
        type: 'other_manual',
        category: 'manual_product_documentation',
      }),
      publication('p', 'video', '2022-10-03', { type: 'additional', category: 'product_videos' }),
      publication('p', 'study', '2022-01-27', { type: 'additional', category: 'health_economics' }),
      publication('p', 'evaluation', '2026-02-10', {
        type: 'additional',
        category: 'red_laboratory_evaluation',
      }),
    ]);
    expect(shown.map((link) => link.id)).toEqual(['evaluation', 'study']);
  });

  it('lists none for a product whose links are not shown', () => {
    expect(reportPublications({ links_visible: false }, [publication('p', 'a', '2024-01-01')])).toEqual([]);
  });
});

describe('comparison report', () => {
  beforeAll(() => activateLocale('en'));

  it.each(['en', 'de'] as const)('has the eight report sections in their order (%s)', async (locale) => {
    const built = await report(locale);
    expect(built.sections.map((section) => section.id)).toEqual([...SECTION_IDS]);
    expect(built.sections.map((section) => section.title)).toEqual(TITLES[locale]);
    expect(built.locale).toBe(locale);
  });

  it('sets out the cost per result from the calculator, German amounts in German, the others from their own figures', async () => {
    const costs = (await report('de')).sections.find((section) => section.id === 'costs')!;
    const [figures, results] = costs.tables.map((table) =>
      table.rows.map((row) => row.cells.map((cell) => cell.text.replace(/\u00a0/g, ' '))),
    );
    expect(figures![0]).toEqual(['1.200', '12,50 €', '1', '2', '250', '4']);
    expect(costs.tables[1]!.columns.at(-1)).toBe('Kosten pro Patientenergebnis');
    // (1.200 patient tests + 1 × 250 + 2 × 4 controls) × 12,50 € + 5.000 € ÷ 5 + 300 €
    expect(results![0]).toEqual([
      'Kauf 5.000,00 € über 5 Jahre',
      '300,00 €',
      '258',
      '19.525,00 €',
      '16,27 €',
    ]);
    // Prefilled from the product (4,50 € per test, its default price), no patient tests yet: no figure per result.
    expect(figures![1]![1]).toBe('4,50 €');
    expect(results![1]!.at(-1)).toBe('keine Patiententests eingegeben');
    const english = (await report('en')).sections.find((section) => section.id === 'costs')!;
    expect(english.tables[1]!.rows[0]!.cells.at(-1)!.text).toBe('€16.27');
  });

  it('warns that parameters not calculated may be missing, in the comparison section, in both languages', async () => {
    expect((await report('en')).sections[0]!.notes).toEqual(['Parameters not calculated may be missing.']);
    expect((await report('de')).sections[0]!.notes).toEqual(['Nicht berechnete Parameter können fehlen.']);
  });

  it('lists the found products in the order chosen and counts the one that is gone', async () => {
    const built = await report('en');
    expect(built.products.map((product) => product.id)).toEqual(['p-1', 'p-2', 'p-3']);
    expect(built.missing).toBe(1);
    expect(built.subtitle).toBe('3 products, 3 Feb 2026');
    const [comparison] = built.sections[0]!.tables;
    expect(comparison!.rows.map((row) => row.header)).toEqual([
      'Grünwald Kardio Süß 200',
      'Alpenmed Quick',
      'Grünwald Mini',
    ]);
    expect(comparison!.columns[0]).toBe('Product');
    expect(comparison!.rows[0]!.cells.map((cell) => cell.text)).toEqual([
      'Grünwald Kardiodiagnostik GmbH',
      'Cardiology',
      'Immunoassay',
      'CRP',
      '2',
      '€1,000 – €2,500',
    ]);
    expect(comparison!.rows[1]!.cells.at(-1)!.text).toBe('€400');
  });

  it('sums up per company, in the order the companies first appear', async () => {
    const [table] = (await report('en')).sections[2]!.tables;
    expect(table!.rows.map((row) => row.header)).toEqual(['Grünwald Kardiodiagnostik GmbH', 'Alpenmed AG']);
    const [products, distributors, tests, parameters, prices, publications] = table!.rows[0]!.cells.map(
      (cell) => cell.text,
    );
    expect(products).toBe('Grünwald Kardio Süß 200, Grünwald Mini');
    expect(distributors).toBe('Demo Vertrieb');
    expect(tests).toBe('2');
    expect(parameters).toBe('1');
    expect(prices).toBe('€1,000 – €2,500');
    // Ten shown publications, signals g/o/r/w assigned in turn.
    expect(publications).toMatch(/^10 \(Green \d, Orange \d, Red \d, White \d\)$/);
    expect(table!.rows[1]!.cells.at(-1)!.text).toBe('0');
  });

  it('gives one row per test, and a row saying nothing is stated for a product without tests', async () => {
    const [table] = (await report('de')).sections[3]!.tables;
    expect(table!.rows.map((row) => [row.header, row.cells[0]!.text])).toEqual([
      ['Grünwald Kardio Süß 200', 'Troponin I'],
      ['Grünwald Kardio Süß 200', 'CRP'],
      ['Alpenmed Quick', 'CRP Test'],
      ['Grünwald Mini', 'keine Angabe'],
    ]);
    expect(table!.rows[0]!.cells.slice(1).map((cell) => cell.text)).toEqual([
      'Vollblut',
      'Kapillarblut',
      '15 µl',
      '12 min',
      'keine Angabe',
    ]);
  });

  it('names the sub-sample type in the page language', async () => {
    const [german] = (await report('de')).sections[3]!.tables;
    const [english] = (await report('en')).sections[3]!.tables;
    expect(german!.rows[0]!.cells[2]!.text).toBe('Kapillarblut');
    expect(english!.rows[0]!.cells[2]!.text).toBe('Capillary blood');
  });

  it('applies the publication rules per product, with signal names beside the colours', async () => {
    const section = (await report('en')).sections.find((s) => s.id === 'publications')!;
    expect(section.legend.map((entry) => entry.label)).toEqual(['Green', 'Orange', 'Red', 'White']);
    const [first, second, third] = section.tables;
    expect(first!.caption).toBe('Publications: Grünwald Kardio Süß 200');
    expect(first!.rows).toHaveLength(10);
    expect(first!.rows.map((row) => row.header)).toEqual(
      FOURTEEN_DATES.slice(4)
        .reverse()
        .map((date) => `Study l-${date}`),
    );
    expect(first!.rows[0]!.cells.map((cell) => cell.text).slice(0, 2)).toEqual([
      '10 Feb 2026',
      'Laboratory evaluation',
    ]);
    for (const row of first!.rows) {
      const signal = row.cells[2]!;
      expect(signal.signal).toBeDefined();
      expect(signal.text).toBe({ g: 'Green', o: 'Orange', r: 'Red', w: 'White' }[signal.signal!]);
    }
    // Links not shown for this product; none at all for the third.
    expect(second!.rows).toEqual([]);
    expect(second!.empty).toBe('No publications from 2019 on for Alpenmed Quick.');
    expect(third!.rows).toEqual([]);
  });

  it('ends with the disclaimer and names the file after the products and the day, in the language', async () => {
    const en = await report('en');
    expect(en.sections.at(-1)!.paragraphs.join(' ')).toContain('No liability is accepted');
    expect(en.fileName).toBe(
      'Comparison_Gruenwald-Kardio-Suess-200_Alpenmed-Quick_Gruenwald-Mini_2026-02-03.pdf',
    );
    const de = await report('de');
    expect(de.sections.at(-1)!.paragraphs.join(' ')).toContain('Gewähr');
    expect(de.fileName).toBe(
      'Vergleich_Gruenwald-Kardio-Suess-200_Alpenmed-Quick_Gruenwald-Mini_2026-02-03.pdf',
    );
    expect(de.pageLabel).toBe('Seite {page} von {pages}');
  });
});

describe('report file name', () => {
  it('keeps ASCII letters, digits and hyphens only', () => {
    expect(fileNamePart(' Ärzte/Öl: "Test" <Größe> é ')).toBe('Aerzte-Oel-Test-Groesse-e');
    expect(fileNamePart('../../etc/passwd')).toBe('etc-passwd');
  });

  it('cuts a long list of names but always keeps the date', () => {
    const names = Array.from({ length: 10 }, (_, index) => `Very Long Product Name Number ${index}`);
    const name = reportFileName('Comparison', names, '2026-02-03');
    expect(name.length).toBeLessThanOrEqual(180 + 'Comparison__2026-02-03.pdf'.length);
    expect(name).toMatch(/^Comparison_Very-Long-Product-Name-Number-0_.*_2026-02-03\.pdf$/);
    expect(name).not.toMatch(/[^A-Za-z0-9._-]/);
  });
});

describe('a plan without publications', () => {
  it('says so in the publications section and lists none', async () => {
    await activateLocale('en');
    const built = buildReport({ ...reportData(), publicationsLocked: true }, i18n, NOW);
    const section = built.sections.find((s) => s.id === 'publications')!;
    expect(section.paragraphs).toEqual(['Publications are not included in your plan.']);
    expect(section.tables).toEqual([]);
    const notices = built.sections.find((s) => s.id === 'safety_notices')!;
    expect(notices.paragraphs).toEqual([
      'Safety notices come with the publications, which your plan does not include.',
    ]);
    expect(notices.tables).toEqual([]);
  });
});

describe('safety notices in the report', () => {
  it.each([
    [
      'en',
      'Safety notices: Grünwald Kardio Süß 200',
      ['Title', 'Authority', 'Date', 'Reference', 'Summary'],
      ['BfArM (Germany)', '18 Mar 2026', '04711/26', 'Stop using affected strips.'],
      'No safety notices are known for Alpenmed Quick.',
    ],
    [
      'de',
      'Sicherheitshinweise: Grünwald Kardio Süß 200',
      ['Titel', 'Behörde', 'Datum', 'Aktenzeichen', 'Zusammenfassung'],
      ['BfArM (Deutschland)', '18.03.2026', '04711/26', 'Betroffene Teststreifen nicht mehr verwenden.'],
      'Für Alpenmed Quick sind keine Sicherheitshinweise bekannt.',
    ],
  ] as const)(
    "lists each product's notices or says none are known (%s), never among the publications",
    async (locale, caption, columns, cells, none) => {
      await activateLocale(locale);
      const built = buildReport(reportData(), i18n, NOW);
      const section = built.sections.find((s) => s.id === 'safety_notices')!;
      expect(section.tables.map((table) => table.product)).toEqual([0, 1, 2]);
      const [first, second, third] = section.tables;
      expect(first!.caption).toBe(caption);
      expect(first!.columns).toEqual(columns);
      expect(first!.rows.map((row) => [row.header, ...row.cells.map((cell) => cell.text)])).toEqual([
        ['Dringende Sicherheitsinformation fsn-1', ...cells],
      ]);
      // The product whose links are not shown lists none, though it has one.
      expect(second!.rows).toEqual([]);
      expect(second!.empty).toBe(none);
      expect(third!.rows).toEqual([]);
      const publications = built.sections.find((s) => s.id === 'publications')!;
      expect(publications.tables.flatMap((table) => table.rows.map((row) => row.header))).not.toContain(
        'Dringende Sicherheitsinformation fsn-1',
      );
    },
  );
});

describe('codes, regulatory identity, sources and dates in the report', () => {
  function codedData() {
    const data = reportData();
    const first = data.products.find((product) => product.id === data.ids[0]);
    const rest = data.products.filter((product) => product !== first);
    const coded = {
      ...first!,
      data_as_of: '2025-07-01',
      regulatory: {
        ivdr_class: 'C' as const,
        self_testing: true,
        ce_status: 'ivdr' as const,
        srn: 'DE-MF-000012345',
        availability: { de: true, at: false, ch: true },
      },
      sources: [{ kind: 'instructions' as const, reference: 'IFU Rev. 4', as_of: '2025-06-01' }],
      sub_products: first!.sub_products.map((test, index) =>
        index === 0 ? { ...test, loinc_codes: ['10839-9'] } : test,
      ),
    };
    return { ...data, products: [coded, ...rest] };
  }

  it.each([
    [
      'en',
      [
        'Class C, for self-testing',
        'CE marked under the IVDR',
        'DE-MF-000012345',
        'Germany, Switzerland',
        'July 2025',
      ],
      "Manufacturer's instructions: IFU Rev. 4 (as of June 2025)",
      'Product data as of July 2025.',
      'Prices are net, as of July 2025.',
    ],
    [
      'de',
      [
        'Klasse C, zur Eigenanwendung',
        'CE-gekennzeichnet nach IVDR',
        'DE-MF-000012345',
        'Deutschland, Schweiz',
        'Juli 2025',
      ],
      'Gebrauchsanweisung des Herstellers: IFU Rev. 4 (Stand: Juni 2025)',
      'Produktdaten, Stand: Juli 2025.',
      'Preise netto, Stand: Juli 2025.',
    ],
  ] as const)(
    'shows them in %s, and the disclaimer names the dates',
    async (locale, cells, source, data, prices) => {
      await activateLocale(locale);
      const built = buildReport(codedData(), i18n, NOW);
      const regulatory = built.sections.find((section) => section.id === 'regulatory')!;
      const row = regulatory.tables[0]!.rows[0]!;
      expect(row.cells.slice(0, 5).map((cell) => cell.text)).toEqual(cells);
      expect(row.cells[5]!.text).toBe(source);
      const samples = built.sections.find((section) => section.id === 'samples')!;
      expect(samples.tables[0]!.rows[0]!.cells.at(-1)!.text).toBe('10839-9');
      const disclaimer = built.sections.find((section) => section.id === 'disclaimer')!;
      expect(disclaimer.paragraphs.slice(0, 2)).toEqual([prices, data]);
      expect(built.sections[0]!.paragraphs).toEqual([prices, data]);
    },
  );
});

describe('a saved comparison', () => {
  const saved = { name: 'CRP für die Praxis', savedAt: new Date(2026, 0, 20, 12).toISOString() };

  it.each([
    ['de', 'Gespeicherter Vergleich vom 20.01.2026'],
    ['en', 'Saved comparison of 20 Jan 2026'],
  ] as const)(
    'carries its name and the day it was saved (%s) into the report, the PDF and the file name',
    async (locale, line) => {
      await activateLocale(locale);
      const built = buildReport({ ...reportData(), saved }, i18n, NOW);
      expect(built.saved).toEqual({ name: saved.name, line });
      expect(built.fileName).toMatch(/_CRP-fuer-die-Praxis_2026-02-03\.pdf$/);
      const pdf = JSON.stringify(reportDocument(built).content.slice(0, 3));
      expect(pdf).toContain(saved.name);
      expect(pdf).toContain(line);
    },
  );

  it('says nothing of a name for the current selection', async () => {
    expect((await report('en')).saved).toBeUndefined();
  });
});
