// The comparison report as data: the report's sections in their fixed order (comparison,
// connectivity, resume per company, sample type/volume/time to result with LOINC codes,
// regulatory identity and sources, safety notices, publications overview, the cost per result with the calculator's inputs, disclaimer naming the data's dates), every text already in the report's language. The page renders it as HTML and
// the PDF worker turns the same object into a pdfmake document and sheet-model.ts into the
// spreadsheets' table, so screen, print, PDF, XLSX and CSV never disagree. Pure: products, master data and publications come in, nothing is read here.
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import {
  AVAILABILITY_COUNTRIES,
  MAX_PUBLICATIONS,
  PUBLICATIONS_FROM_YEAR,
  SIGNALS,
  type Link,
  type Locale,
  type MasterData,
  type Product,
  type Signal,
  selectPublications,
  selectSafetyNotices,
  subSampleTypeIn,
} from '@poct/schemas';
import {
  AUTHORITY_LABELS,
  CATEGORY_LABELS,
  CE_STATUS_LABELS,
  COUNTRY_LABELS,
  SIGNAL_LABELS,
  SIGNAL_MEANINGS,
  SOURCE_KIND_LABELS,
  localized,
} from '../product/index.ts';
import { languageTag } from '../../lib/format.ts';
import { computeCost, prefilledInputs, type CostInputs } from './cost-calculator.ts';

export const SECTION_IDS = [
  'comparison',
  'connectivity',
  'companies',
  'samples',
  'regulatory',
  'safety_notices',
  'publications',
  'costs',
  'disclaimer',
] as const;
export type SectionId = (typeof SECTION_IDS)[number];

export interface ReportCell {
  text: string;
  /** A publication's signal colour; `text` then holds its name, so colour is never alone. */
  signal?: Signal;
}

export interface ReportRow {
  /** The row's header cell (th scope="row"): the product, company or publication. */
  header: string;
  cells: ReportCell[];
  /** The products the row speaks of, as positions in `ComparisonReport.products` (the spreadsheet's columns). */
  products: number[];
}

export interface ReportTable {
  caption: string;
  /** Column headers, the first one over the row headers. */
  columns: string[];
  rows: ReportRow[];
  /** Said instead of the table when it has no rows. */
  empty?: string;
  /** The table is about this one product (a position in `ComparisonReport.products`). */
  product?: number;
}

export interface ReportSection {
  id: SectionId;
  title: string;
  /** Emphasised notes before the tables (the warning that the data is informative only). */
  notes: string[];
  paragraphs: string[];
  legend: Array<{ signal: Signal; label: string; meaning: string }>;
  tables: ReportTable[];
}

export interface ComparisonReport {
  locale: Locale;
  title: string;
  /** "3 products, 23 Nov 2025". */
  subtitle: string;
  /** YYYY-MM-DD, the day the report was made (local time). */
  createdOn: string;
  /** That day in the report's language ("03.02.2026", "3 Feb 2026"), as the PDF's footer shows it. */
  createdOnText: string;
  /** A saved comparison's name and the day it was last saved, in the report's language. */
  saved?: { name: string; line: string };
  products: Array<{ id: string; name: string; manufacturer: string }>;
  /** Selected products that are no longer in the catalogue on this device. */
  missing: number;
  sections: ReportSection[];
  fileName: string;
  /** The same name for the spreadsheets. */
  sheetFileNames: { xlsx: string; csv: string };
  /** Page footer with `{page}` and `{pages}` placeholders, filled in by the PDF. */
  pageLabel: string;
}

export interface ReportData {
  /** The selection in the user's order; ids without a product are counted as missing. */
  ids: readonly string[];
  products: readonly Product[];
  masterdata: ReadonlyMap<string, MasterData>;
  /** Every publication on the device per product id; the rules are applied here. */
  publications: ReadonlyMap<string, readonly Link[]>;
  /** The user's plan does not include publications (none are on the device): say so, list none. */
  publicationsLocked?: boolean;
  /** The report is of a saved (or shared) comparison: its name and when it was last saved (ISO). */
  saved?: { name: string; savedAt: string };
  /** The cost calculator's inputs per product id; a product without any starts from its own figures. */
  costs?: ReadonlyMap<string, CostInputs>;
}

const DATE = /^(\d{4})-\d{2}-\d{2}$/;

/**
 * Publications a report lists for one product: the product page's rules (
 * visible, from PUBLICATIONS_FROM_YEAR on, newest first, at most MAX_PUBLICATIONS), and none when
 * the product's links are not shown.
 */
export function reportPublications<T extends Pick<Link, 'published_at' | 'visible' | 'category' | 'type'>>(
  product: Pick<Product, 'links_visible'>,
  links: readonly T[],
): T[] {
  return product.links_visible ? selectPublications(links) : [];
}

/**
 * Safety notices a report lists for one product: every visible one, newest first (the product
 * page's), and none when the product's links are not shown.
 */
export function reportSafetyNotices<T extends Pick<Link, 'published_at' | 'visible' | 'type'>>(
  product: Pick<Product, 'links_visible'>,
  links: readonly T[],
): T[] {
  return product.links_visible ? selectSafetyNotices(links) : [];
}

const UMLAUTS: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', Ä: 'Ae', Ö: 'Oe', Ü: 'Ue', ß: 'ss' };

/** A piece of a file name that every system accepts: ASCII letters, digits and hyphens. */
export function fileNamePart(text: string): string {
  return text
    .replace(/[äöüÄÖÜß]/g, (letter) => UMLAUTS[letter] ?? letter)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const MAX_NAMES_LENGTH = 180;

/** `Comparison_Name-One_Name-Two_2025-11-23.pdf`; long lists of names are cut, never the date. */
export function reportFileName(
  prefix: string,
  names: readonly string[],
  date: string,
  extension: 'pdf' | 'xlsx' | 'csv' = 'pdf',
): string {
  let joined = names.map(fileNamePart).filter(Boolean).join('_');
  if (joined.length > MAX_NAMES_LENGTH) joined = joined.slice(0, MAX_NAMES_LENGTH).replace(/[-_]+$/, '');
  return [fileNamePart(prefix), joined, fileNamePart(date)].filter(Boolean).join('_') + `.${extension}`;
}

export function localDate(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Formats and looks up in the report's language. */
function toolkit(i18n: I18n, masterdata: ReadonlyMap<string, MasterData>) {
  const locale = (i18n.locale === 'de' ? 'de' : 'en') as Locale;
  const notStated = i18n._(msg`not stated`);
  const number = new Intl.NumberFormat(locale);
  const money = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
  });
  const cents = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' });
  // Dates as on the site's pages (lib/format.ts): one English format, the German one in German.
  const day = new Intl.DateTimeFormat(languageTag(locale), { dateStyle: 'medium', timeZone: 'UTC' });
  const month = new Intl.DateTimeFormat(languageTag(locale), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const names = (ids: readonly string[], preferCode = false): string[] => {
    const out = new Set<string>();
    for (const id of ids) {
      const item = masterdata.get(id);
      if (item) out.add((preferCode ? item.code : undefined) ?? item.name[locale]);
    }
    return [...out];
  };
  const span = (values: readonly number[], format: (value: number) => string): string => {
    const known = values.filter((value) => Number.isFinite(value));
    if (known.length === 0) return notStated;
    const low = Math.min(...known);
    const high = Math.max(...known);
    return low === high ? format(low) : `${format(low)} – ${format(high)}`;
  };
  return {
    locale,
    notStated,
    list: (items: readonly string[]) => (items.length ? items.join(', ') : notStated),
    text: (value: string | undefined) => (value?.trim() ? value.trim() : notStated),
    names,
    span,
    number: (value: number) => number.format(value),
    money: (value: number) => money.format(value),
    cents: (value: number) => cents.format(value),
    day: (iso: string) => (DATE.test(iso) ? day.format(new Date(`${iso}T00:00:00Z`)) : iso),
    month: (iso: string) => (DATE.test(iso) ? month.format(new Date(`${iso}T00:00:00Z`)) : iso),
    signal: (signal: Signal) => i18n._(SIGNAL_LABELS[signal]),
  };
}

type Toolkit = ReturnType<typeof toolkit>;

function parametersOf(product: Product): string[] {
  return [...product.parameter_ids, ...product.sub_products.flatMap((test) => test.parameter_ids)];
}

function priceOf(product: Product, kit: Toolkit): string {
  return kit.span([product.price.min, product.price.max], kit.money);
}

function section(
  id: SectionId,
  title: string,
  parts: Partial<Omit<ReportSection, 'id' | 'title'>>,
): ReportSection {
  return { id, title, notes: [], paragraphs: [], legend: [], tables: [], ...parts };
}

function pricesAsOf(dates: string, i18n: I18n): string {
  return i18n._(msg`Prices are net, as of ${dates}.`);
}

/** The months of the products' price data and of their product data, each once, oldest first. */
function monthsOf(dates: ReadonlyArray<string | undefined>, kit: Toolkit): string[] {
  const known = dates.filter((date): date is string => typeof date === 'string');
  return [...new Set([...new Set(known)].sort().map(kit.month))];
}

function dataAsOf(dates: string, i18n: I18n): string {
  return i18n._(msg`Product data as of ${dates}.`);
}

/** "Prices are net, as of July 2025." and "Product data as of July 2025." where the dates are known. */
function datesParagraphs(products: readonly Product[], i18n: I18n, kit: Toolkit): string[] {
  const prices = monthsOf(
    products.map((product) => product.price.as_of),
    kit,
  );
  const data = monthsOf(
    products.map((product) => product.data_as_of),
    kit,
  );
  return [
    ...(prices.length ? [pricesAsOf(kit.list(prices), i18n)] : []),
    ...(data.length ? [dataAsOf(kit.list(data), i18n)] : []),
  ];
}

function comparisonSection(products: readonly Product[], i18n: I18n, kit: Toolkit): ReportSection {
  return section('comparison', i18n._(msg`Comparison`), {
    notes: [i18n._(msg`Parameters not calculated may be missing.`)],
    paragraphs: datesParagraphs(products, i18n, kit),
    tables: [
      {
        caption: i18n._(msg`Key facts of the compared products`),
        columns: [
          i18n._(msg`Product`),
          i18n._(msg`Manufacturer`),
          i18n._(msg`Diagnostic areas`),
          i18n._(msg`Methods`),
          i18n._(msg`Parameters`),
          i18n._(msg`Tests`),
          i18n._(msg`Price (net)`),
        ],
        rows: products.map((product, index) => ({
          header: product.name,
          products: [index],
          cells: [
            { text: product.manufacturer },
            { text: kit.list(kit.names(product.diagnostic_area_ids)) },
            { text: kit.list(kit.names(product.method_ids)) },
            { text: kit.list(kit.names(parametersOf(product), true)) },
            { text: kit.number(product.sub_products.length) },
            { text: priceOf(product, kit) },
          ],
        })),
      },
    ],
  });
}

/** How the device is paid for: its price over the years it is written off, or the lease. */
function deviceCost(inputs: CostInputs, i18n: I18n, kit: Toolkit): string {
  if (inputs.financing === 'lease') {
    const lease = kit.cents(inputs.leasePerYear);
    return i18n._(msg`Lease ${lease} per year`);
  }
  const price = kit.cents(inputs.devicePrice);
  const years = inputs.depreciationYears;
  return i18n._(
    msg({
      message: plural(years, {
        one: `Purchase ${price} over # year`,
        other: `Purchase ${price} over # years`,
      }),
    }),
  );
}

function costsSection(
  products: readonly Product[],
  costs: ReadonlyMap<string, CostInputs> | undefined,
  i18n: I18n,
  kit: Toolkit,
): ReportSection {
  const rows = products.map((product, index) => {
    const inputs = costs?.get(product.id) ?? prefilledInputs(product);
    return { header: product.name, products: [index], inputs, figures: computeCost(inputs) };
  });
  return section('costs', i18n._(msg`Cost per result`), {
    notes: [
      i18n._(
        msg`An estimate from the figures entered in the calculator. Quality controls (RiliBÄK: per day of use and per new reagent lot) use tests too and are counted as such.`,
      ),
    ],
    tables: [
      {
        caption: i18n._(msg`The figures entered in the calculator`),
        columns: [
          i18n._(msg`Product`),
          i18n._(msg`Patient tests per year`),
          i18n._(msg`Price per test`),
          i18n._(msg`Controls per day of use`),
          i18n._(msg`Controls per new lot`),
          i18n._(msg`Days of use per year`),
          i18n._(msg`Lots per year`),
        ],
        rows: rows.map(({ header, products, inputs }) => ({
          header,
          products,
          cells: [
            { text: kit.number(inputs.testsPerYear) },
            { text: kit.cents(inputs.pricePerTest) },
            { text: kit.number(inputs.qcPerDay) },
            { text: kit.number(inputs.qcPerLot) },
            { text: kit.number(inputs.daysPerYear) },
            { text: kit.number(inputs.lotsPerYear) },
          ],
        })),
      },
      {
        caption: i18n._(msg`Costs per year and per patient result (net)`),
        columns: [
          i18n._(msg`Product`),
          i18n._(msg`Device`),
          i18n._(msg`Calibration and service per year`),
          i18n._(msg`Control tests per year`),
          i18n._(msg`Total per year`),
          i18n._(msg`Cost per patient result`),
        ],
        rows: rows.map(({ header, products, inputs, figures }) => ({
          header,
          products,
          cells: [
            { text: deviceCost(inputs, i18n, kit) },
            { text: kit.cents(inputs.servicePerYear) },
            { text: kit.number(figures.controlTests) },
            { text: kit.cents(figures.total) },
            {
              text:
                figures.perResult === null
                  ? i18n._(msg`no patient tests entered`)
                  : kit.cents(figures.perResult),
            },
          ],
        })),
      },
    ],
  });
}

function connectivitySection(products: readonly Product[], i18n: I18n, kit: Toolkit): ReportSection {
  return section('connectivity', i18n._(msg`Connectivity`), {
    tables: [
      {
        caption: i18n._(msg`Interfaces, transmission and sample types of each product`),
        columns: [
          i18n._(msg`Product`),
          i18n._(msg`Protocols`),
          i18n._(msg`Transmission options`),
          i18n._(msg`Sample types`),
        ],
        rows: products.map((product, index) => ({
          header: product.name,
          products: [index],
          cells: [
            { text: kit.list(kit.names(product.connectivity.connectivity_ids, true)) },
            { text: kit.list(kit.names(product.connectivity.transmission_ids)) },
            { text: kit.list(kit.names(product.connectivity.sample_type_ids)) },
          ],
        })),
      },
    ],
  });
}

function publicationCount(links: readonly Link[], i18n: I18n, kit: Toolkit): string {
  if (links.length === 0) return kit.number(0);
  const bySignal = SIGNALS.flatMap((signal) => {
    const count = links.filter((link) => link.signal === signal).length;
    return count ? [`${kit.signal(signal)} ${kit.number(count)}`] : [];
  });
  return `${kit.number(links.length)} (${bySignal.join(', ')})`;
}

function publicationsFrom(i18n: I18n): string {
  const year = PUBLICATIONS_FROM_YEAR;
  return i18n._(msg`Publications from ${year}`);
}

function companiesSection(
  products: readonly Product[],
  shown: ReadonlyMap<string, readonly Link[]>,
  i18n: I18n,
  kit: Toolkit,
): ReportSection {
  const companies = new Map<string, Product[]>();
  for (const product of products) {
    companies.set(product.manufacturer, [...(companies.get(product.manufacturer) ?? []), product]);
  }
  return section('companies', i18n._(msg`Resume per company`), {
    tables: [
      {
        caption: i18n._(msg`What each manufacturer offers in this comparison`),
        columns: [
          i18n._(msg`Company`),
          i18n._(msg`Products`),
          i18n._(msg`Distributors`),
          i18n._(msg`Tests`),
          i18n._(msg`Parameters`),
          i18n._(msg`Price range (net)`),
          publicationsFrom(i18n),
        ],
        rows: [...companies].map(([company, own]) => {
          const distributors = [
            ...new Set(own.flatMap((p) => [p.distributor, p.provider]).map((s) => s.trim())),
          ];
          const links = own.flatMap((product) => shown.get(product.id) ?? []);
          return {
            header: company,
            products: own.map((product) => products.indexOf(product)),
            cells: [
              { text: own.map((product) => product.name).join(', ') },
              { text: kit.list(distributors.filter(Boolean)) },
              { text: kit.number(own.reduce((sum, product) => sum + product.sub_products.length, 0)) },
              { text: kit.number(kit.names(own.flatMap(parametersOf)).length) },
              {
                text: kit.span(
                  own.flatMap((product) => [product.price.min, product.price.max]),
                  kit.money,
                ),
              },
              { text: publicationCount(links, i18n, kit) },
            ],
          };
        }),
      },
    ],
  });
}

function samplesSection(products: readonly Product[], i18n: I18n, kit: Toolkit): ReportSection {
  const microlitres = (value: number) => {
    const volume = kit.number(value);
    return i18n._(msg`${volume} µl`);
  };
  const minutes = (value: number) => {
    const time = kit.number(value);
    return i18n._(msg`${time} min`);
  };
  return section('samples', i18n._(msg`Sample type, sample volume and time to result`), {
    tables: [
      {
        caption: i18n._(msg`The tests of each product`),
        columns: [
          i18n._(msg`Product`),
          i18n._(msg`Test`),
          i18n._(msg`Sample type`),
          i18n._(msg`Sub-sample type`),
          i18n._(msg`Sample volume`),
          i18n._(msg`Time to result`),
          i18n._(msg`LOINC`),
        ],
        rows: products.flatMap((product, index) =>
          product.sub_products.length === 0
            ? [
                {
                  header: product.name,
                  products: [index],
                  cells: Array.from({ length: 6 }, () => ({ text: kit.notStated })),
                },
              ]
            : product.sub_products.map((test) => ({
                header: product.name,
                products: [index],
                cells: [
                  { text: kit.text(test.name) },
                  { text: kit.list(kit.names([test.sample_type_id])) },
                  { text: kit.text(subSampleTypeIn(test.sub_sample_type, kit.locale)) },
                  { text: kit.span([test.sample_volume_ul], microlitres) },
                  { text: kit.span([test.time_to_result_min], minutes) },
                  { text: kit.list(test.loinc_codes ?? []) },
                ],
              })),
        ),
      },
    ],
  });
}

function ivdrClass(product: Product, i18n: I18n, kit: Toolkit): string {
  const regulatory = product.regulatory;
  if (!regulatory?.ivdr_class) return kit.notStated;
  const label = regulatory.ivdr_class;
  return regulatory.self_testing
    ? i18n._(msg`Class ${label}, for self-testing`)
    : i18n._(msg`Class ${label}`);
}

function sourcesOf(product: Product, i18n: I18n, kit: Toolkit): string {
  return kit.list(
    (product.sources ?? []).map((source) => {
      const kind = i18n._(SOURCE_KIND_LABELS[source.kind]);
      const reference = source.reference;
      const asOf = kit.month(source.as_of);
      return i18n._(msg`${kind}: ${reference} (as of ${asOf})`);
    }),
  );
}

function regulatorySection(products: readonly Product[], i18n: I18n, kit: Toolkit): ReportSection {
  return section('regulatory', i18n._(msg`Regulatory identity and sources`), {
    tables: [
      {
        caption: i18n._(msg`IVDR class, CE status, identifiers, availability and sources of each product`),
        columns: [
          i18n._(msg`Product`),
          i18n._(msg`IVDR class`),
          i18n._(msg`CE status`),
          i18n._(msg`Basic UDI-DI / SRN`),
          i18n._(msg`Available in`),
          i18n._(msg`Product data as of`),
          i18n._(msg`Sources`),
        ],
        rows: products.map((product, index) => {
          const regulatory = product.regulatory ?? {};
          const available = AVAILABILITY_COUNTRIES.filter((country) => regulatory.availability?.[country]);
          const identifiers = [regulatory.basic_udi_di, regulatory.srn].filter(Boolean) as string[];
          return {
            header: product.name,
            products: [index],
            cells: [
              { text: ivdrClass(product, i18n, kit) },
              { text: regulatory.ce_status ? i18n._(CE_STATUS_LABELS[regulatory.ce_status]) : kit.notStated },
              { text: kit.list(identifiers) },
              { text: kit.list(available.map((country) => i18n._(COUNTRY_LABELS[country]))) },
              { text: product.data_as_of ? kit.month(product.data_as_of) : kit.notStated },
              { text: sourcesOf(product, i18n, kit) },
            ],
          };
        }),
      },
    ],
  });
}

function safetyNoticesSection(
  products: readonly Product[],
  links: ReadonlyMap<string, readonly Link[]>,
  i18n: I18n,
  kit: Toolkit,
  locked: boolean,
): ReportSection {
  const title = i18n._(msg`Safety notices`);
  if (locked) {
    return section('safety_notices', title, {
      paragraphs: [i18n._(msg`Safety notices come with the publications, which your plan does not include.`)],
    });
  }
  return section('safety_notices', title, {
    paragraphs: [
      i18n._(
        msg`Notices of the authorities (such as BfArM, Swissmedic or FDA) and the manufacturers' field safety notices known to POCT Atlas, newest first.`,
      ),
    ],
    tables: products.map((product, index) => {
      const name = product.name;
      return {
        caption: i18n._(msg`Safety notices: ${name}`),
        product: index,
        columns: [
          i18n._(msg`Title`),
          i18n._(msg`Authority`),
          i18n._(msg`Date`),
          i18n._(msg`Reference`),
          i18n._(msg`Summary`),
        ],
        rows: reportSafetyNotices(product, links.get(product.id) ?? []).map((notice) => ({
          header: notice.title,
          products: [index],
          cells: [
            { text: notice.authority ? i18n._(AUTHORITY_LABELS[notice.authority]) : kit.notStated },
            { text: kit.day(notice.published_at) },
            { text: kit.text(notice.reference) },
            { text: kit.text(localized(notice.abstract, kit.locale).text) },
          ],
        })),
        empty: i18n._(msg`No safety notices are known for ${name}.`),
      };
    }),
  });
}

function publicationsOf(name: string, i18n: I18n): string {
  return i18n._(msg`Publications: ${name}`);
}

function noPublications(name: string, i18n: I18n): string {
  const year = PUBLICATIONS_FROM_YEAR;
  return i18n._(msg`No publications from ${year} on for ${name}.`);
}

function publicationsSection(
  products: readonly Product[],
  shown: ReadonlyMap<string, readonly Link[]>,
  i18n: I18n,
  kit: Toolkit,
  locked: boolean,
): ReportSection {
  if (locked) {
    return section('publications', i18n._(msg`Publications overview`), {
      paragraphs: [i18n._(msg`Publications are not included in your plan.`)],
    });
  }
  const max = MAX_PUBLICATIONS;
  const year = PUBLICATIONS_FROM_YEAR;
  return section('publications', i18n._(msg`Publications overview`), {
    paragraphs: [
      i18n._(
        msg({
          message: plural(max, {
            one: `Up to # publication per product, published from ${year} on, newest first.`,
            other: `Up to # publications per product, published from ${year} on, newest first.`,
          }),
        }),
      ),
    ],
    legend: SIGNALS.map((signal) => ({
      signal,
      label: kit.signal(signal),
      meaning: i18n._(SIGNAL_MEANINGS[signal]),
    })),
    tables: products.map((product, index) => ({
      caption: publicationsOf(product.name, i18n),
      product: index,
      columns: [i18n._(msg`Title`), i18n._(msg`Published`), i18n._(msg`Category`), i18n._(msg`Signal`)],
      rows: (shown.get(product.id) ?? []).map((link) => ({
        header: link.title,
        products: [index],
        cells: [
          { text: kit.day(link.published_at) },
          { text: i18n._(CATEGORY_LABELS[link.category]) },
          { text: kit.signal(link.signal), signal: link.signal },
        ],
      })),
      empty: noPublications(product.name, i18n),
    })),
  });
}

function disclaimerSection(products: readonly Product[], i18n: I18n, kit: Toolkit): ReportSection {
  return section('disclaimer', i18n._(msg`Disclaimer`), {
    paragraphs: [
      ...datesParagraphs(products, i18n, kit),
      i18n._(
        msg`This report compiles the manufacturers' and distributors' information as collected by POCT Atlas. It is not a recommendation and does not replace your own assessment of a device for its intended use.`,
      ),
      i18n._(
        msg`The information may be incomplete or out of date. No liability is accepted for its accuracy or completeness; the manufacturers' current documents are authoritative. Prices are net and may differ from actual offers.`,
      ),
    ],
  });
}

function subtitle(count: number, date: string, i18n: I18n): string {
  return i18n._(msg({ message: plural(count, { one: `# product, ${date}`, other: `# products, ${date}` }) }));
}

function savedLine(day: string, i18n: I18n): string {
  return i18n._(msg`Saved comparison of ${day}`);
}

function pageLabel(i18n: I18n): string {
  const page = '{page}';
  const pages = '{pages}';
  return i18n._(msg`Page ${page} of ${pages}`);
}

/** The report on the selected products, in the language of `i18n`, made on `now`. */
export function buildReport(data: ReportData, i18n: I18n, now: Date): ComparisonReport {
  const kit = toolkit(i18n, data.masterdata);
  const byId = new Map(data.products.map((product) => [product.id, product]));
  const products = data.ids.flatMap((id) => {
    const product = byId.get(id);
    return product ? [product] : [];
  });
  const shown = new Map(
    products.map((product) => [
      product.id,
      reportPublications(product, data.publications.get(product.id) ?? []),
    ]),
  );
  const createdOn = localDate(now);
  const count = products.length;
  const saved = data.saved;
  const names = saved ? [saved.name] : products.map((product) => product.name);
  return {
    locale: kit.locale,
    title: i18n._(msg`Comparison report`),
    subtitle: subtitle(count, kit.day(createdOn), i18n),
    createdOn,
    createdOnText: kit.day(createdOn),
    ...(saved
      ? { saved: { name: saved.name, line: savedLine(kit.day(localDate(new Date(saved.savedAt))), i18n) } }
      : {}),
    products: products.map(({ id, name, manufacturer }) => ({ id, name, manufacturer })),
    missing: data.ids.length - count,
    sections: [
      comparisonSection(products, i18n, kit),
      connectivitySection(products, i18n, kit),
      companiesSection(products, shown, i18n, kit),
      samplesSection(products, i18n, kit),
      regulatorySection(products, i18n, kit),
      safetyNoticesSection(products, data.publications, i18n, kit, data.publicationsLocked === true),
      publicationsSection(products, shown, i18n, kit, data.publicationsLocked === true),
      costsSection(products, data.costs, i18n, kit),
      disclaimerSection(products, i18n, kit),
    ],
    fileName: reportFileName(i18n._(msg`Comparison`), names, createdOn),
    sheetFileNames: {
      xlsx: reportFileName(i18n._(msg`Comparison`), names, createdOn, 'xlsx'),
      csv: reportFileName(i18n._(msg`Comparison`), names, createdOn, 'csv'),
    },
    pageLabel: pageLabel(i18n),
  };
}
