// The one column map of the catalogue template: every CSV and XLSX column, the template and the
// export come from this table, so a new field is one row. `path` is the field inside a product
// (sheet `products`), inside one of its tests (sheet `sub_products`) or inside one of its links
// (sheet `links`, XLSX only: `LINK_COLUMNS`); `de` and `en` are the headers in either language
// (both are read); `kind` says how a cell is parsed and written.
import type { MasterDataType } from '@poct/schemas';

export type ColumnKind =
  | 'text'
  | 'list'
  | 'number'
  | 'date'
  | 'boolean'
  /** One master data entry, by name, synonym or code. */
  | 'master'
  /** Several master data entries, separated by `|`. */
  | 'masters';

export type Sheet = 'products' | 'sub_products' | 'links';

export interface Column {
  path: string;
  sheet: Sheet;
  de: string;
  en: string;
  kind: ColumnKind;
  /** The type of master data a `master`/`masters` column names. */
  master?: MasterDataType;
  /** An empty cell is an error ("This field is required", or "You must select an element"). */
  required?: boolean;
  /** The field may be absent: an empty cell removes it (instead of writing an empty text). */
  optional?: boolean;
  /** Further headers that name the column, as registry exports write them. */
  aliases?: readonly string[];
  /** Part of the product's stable key: the sub-products sheet repeats these to name its product. */
  key?: boolean;
}

export const LIST_SEPARATOR = '|';

export const COLUMNS: readonly Column[] = [
  {
    path: 'external_id',
    sheet: 'products',
    de: 'Externe ID',
    en: 'External ID',
    kind: 'text',
    optional: true,
    key: true,
  },
  {
    path: 'name',
    sheet: 'products',
    de: 'Produktname',
    en: 'Product name',
    kind: 'text',
    required: true,
    key: true,
    aliases: ['Trade name', 'Handelsname'],
  },
  {
    path: 'manufacturer',
    sheet: 'products',
    de: 'Hersteller',
    en: 'Manufacturer',
    kind: 'text',
    required: true,
    key: true,
    aliases: ['Manufacturer name', 'Name des Herstellers'],
  },
  { path: 'distributor', sheet: 'products', de: 'Vertrieb', en: 'Distributor', kind: 'text' },
  { path: 'provider', sheet: 'products', de: 'Anbieter', en: 'Provider', kind: 'text' },
  {
    path: 'description.de',
    sheet: 'products',
    de: 'Beschreibung (de)',
    en: 'Description (de)',
    kind: 'text',
  },
  {
    path: 'description.en',
    sheet: 'products',
    de: 'Beschreibung (en)',
    en: 'Description (en)',
    kind: 'text',
  },
  { path: 'synonyms', sheet: 'products', de: 'Synonyme', en: 'Synonyms', kind: 'list' },
  {
    path: 'price.min',
    sheet: 'products',
    de: 'Preis min (EUR netto)',
    en: 'Price min (EUR net)',
    kind: 'number',
    required: true,
  },
  {
    path: 'price.max',
    sheet: 'products',
    de: 'Preis max (EUR netto)',
    en: 'Price max (EUR net)',
    kind: 'number',
    required: true,
  },
  {
    path: 'price.default',
    sheet: 'products',
    de: 'Preis Standard (EUR netto)',
    en: 'Price default (EUR net)',
    kind: 'number',
    required: true,
  },
  {
    path: 'price.average',
    sheet: 'products',
    de: 'Preis Durchschnitt (EUR netto)',
    en: 'Price average (EUR net)',
    kind: 'number',
    required: true,
  },
  {
    path: 'price.as_of',
    sheet: 'products',
    de: 'Preisstand',
    en: 'Prices as of',
    kind: 'date',
    required: true,
  },
  {
    path: 'consumable_cost_per_test',
    sheet: 'products',
    de: 'Verbrauchsmaterial pro Test (EUR netto)',
    en: 'Consumables per test (EUR net)',
    kind: 'number',
    optional: true,
  },
  {
    path: 'quality_control.per_day',
    sheet: 'products',
    de: 'Kontrollmessungen pro Tag',
    en: 'Control measurements per day',
    kind: 'number',
    optional: true,
  },
  {
    path: 'quality_control.per_lot',
    sheet: 'products',
    de: 'Kontrollmessungen pro Charge',
    en: 'Control measurements per lot',
    kind: 'number',
    optional: true,
  },
  { path: 'hardware.de', sheet: 'products', de: 'Hardware (de)', en: 'Hardware (de)', kind: 'text' },
  { path: 'hardware.en', sheet: 'products', de: 'Hardware (en)', en: 'Hardware (en)', kind: 'text' },
  {
    path: 'consumables.de',
    sheet: 'products',
    de: 'Verbrauchsmaterial (de)',
    en: 'Consumables (de)',
    kind: 'text',
  },
  {
    path: 'consumables.en',
    sheet: 'products',
    de: 'Verbrauchsmaterial (en)',
    en: 'Consumables (en)',
    kind: 'text',
  },
  { path: 'visible', sheet: 'products', de: 'Sichtbar', en: 'Visible', kind: 'boolean' },
  { path: 'links_visible', sheet: 'products', de: 'Links sichtbar', en: 'Links visible', kind: 'boolean' },
  // "professionals" keeps the product from guests ("Informationen für Fachkreise"); empty: the public.
  { path: 'audience', sheet: 'products', de: 'Zielgruppe', en: 'Audience', kind: 'text', optional: true },
  {
    path: 'parameter_ids',
    sheet: 'products',
    de: 'Parameter',
    en: 'Parameters',
    kind: 'masters',
    master: 'parameter',
  },
  { path: 'method_ids', sheet: 'products', de: 'Methoden', en: 'Methods', kind: 'masters', master: 'method' },
  { path: 'detail_ids', sheet: 'products', de: 'Details', en: 'Details', kind: 'masters', master: 'detail' },
  {
    path: 'diagnostic_area_ids',
    sheet: 'products',
    de: 'Diagnostikbereiche',
    en: 'Diagnostic areas',
    kind: 'masters',
    master: 'diagnostic_area',
  },
  {
    path: 'connectivity.connectivity_ids',
    sheet: 'products',
    de: 'Konnektivität',
    en: 'Connectivity',
    kind: 'masters',
    master: 'connectivity',
  },
  {
    path: 'connectivity.transmission_ids',
    sheet: 'products',
    de: 'Übertragung',
    en: 'Transmission',
    kind: 'masters',
    master: 'transmission',
  },
  {
    path: 'connectivity.sample_type_ids',
    sheet: 'products',
    de: 'Probenarten',
    en: 'Sample types',
    kind: 'masters',
    master: 'sample_type',
  },
  { path: 'image_url', sheet: 'products', de: 'Bild-URL', en: 'Image URL', kind: 'text', optional: true },
  { path: 'data_as_of', sheet: 'products', de: 'Datenstand', en: 'Data as of', kind: 'date', optional: true },
  {
    path: 'regulatory.ivdr_class',
    sheet: 'products',
    de: 'IVDR-Klasse',
    en: 'IVDR class',
    kind: 'text',
    optional: true,
    aliases: ['Risk class', 'Risikoklasse'],
  },
  {
    path: 'regulatory.self_testing',
    sheet: 'products',
    de: 'Eigenanwendung',
    en: 'Self-testing',
    kind: 'boolean',
    optional: true,
  },
  {
    path: 'regulatory.basic_udi_di',
    sheet: 'products',
    de: 'Basic UDI-DI',
    en: 'Basic UDI-DI',
    kind: 'text',
    optional: true,
  },
  { path: 'regulatory.udi_di', sheet: 'products', de: 'UDI-DI', en: 'UDI-DI', kind: 'list', optional: true },
  {
    path: 'regulatory.srn',
    sheet: 'products',
    de: 'SRN des Herstellers',
    en: 'Manufacturer SRN',
    kind: 'text',
    optional: true,
    aliases: ['SRN', 'Actor ID/SRN'],
  },
  {
    path: 'regulatory.ce_status',
    sheet: 'products',
    de: 'CE-Status',
    en: 'CE status',
    kind: 'text',
    optional: true,
  },
  {
    path: 'regulatory.availability.de',
    sheet: 'products',
    de: 'Erhältlich in DE',
    en: 'Available in DE',
    kind: 'boolean',
    optional: true,
  },
  {
    path: 'regulatory.availability.at',
    sheet: 'products',
    de: 'Erhältlich in AT',
    en: 'Available in AT',
    kind: 'boolean',
    optional: true,
  },
  {
    path: 'regulatory.availability.ch',
    sheet: 'products',
    de: 'Erhältlich in CH',
    en: 'Available in CH',
    kind: 'boolean',
    optional: true,
  },
  // Product ids (as in the product page's address), separated by `|`; business-rules.ts checks them.
  {
    path: 'alternatives_pinned',
    sheet: 'products',
    de: 'Angeheftete Alternativen',
    en: 'Pinned alternatives',
    kind: 'list',
    optional: true,
  },
  {
    path: 'alternatives_excluded',
    sheet: 'products',
    de: 'Ausgeschlossene Alternativen',
    en: 'Excluded alternatives',
    kind: 'list',
    optional: true,
  },
  { path: 'name', sheet: 'sub_products', de: 'Test', en: 'Test', kind: 'text', required: true },
  {
    path: 'sample_type_id',
    sheet: 'sub_products',
    de: 'Probenart des Tests',
    en: 'Test sample type',
    kind: 'master',
    master: 'sample_type',
    aliases: ['Specimen', 'Probenmaterial'],
    required: true,
  },
  {
    path: 'sub_sample_type',
    sheet: 'sub_products',
    de: 'Probenunterart',
    en: 'Sample subtype',
    kind: 'text',
  },
  {
    path: 'sample_volume_ul',
    sheet: 'sub_products',
    de: 'Probenvolumen (µl)',
    en: 'Sample volume (µl)',
    kind: 'number',
    required: true,
  },
  {
    path: 'time_to_result_min',
    sheet: 'sub_products',
    de: 'Zeit bis Ergebnis (min)',
    en: 'Time to result (min)',
    kind: 'number',
    required: true,
  },
  {
    path: 'parameter_ids',
    sheet: 'sub_products',
    de: 'Parameter des Tests',
    en: 'Test parameters',
    kind: 'masters',
    master: 'parameter',
  },
  {
    path: 'extra_info.de',
    sheet: 'sub_products',
    de: 'Zusatzinfo (de)',
    en: 'Extra information (de)',
    kind: 'text',
  },
  {
    path: 'extra_info.en',
    sheet: 'sub_products',
    de: 'Zusatzinfo (en)',
    en: 'Extra information (en)',
    kind: 'text',
  },
  {
    path: 'loinc_codes',
    sheet: 'sub_products',
    de: 'LOINC',
    en: 'LOINC',
    kind: 'list',
    optional: true,
    aliases: ['LOINC code', 'LOINC-Code'],
  },
  {
    path: 'vendor_code',
    sheet: 'sub_products',
    de: 'Herstellercode des Tests',
    en: 'Vendor analyte code',
    kind: 'text',
    optional: true,
  },
];

/**
 * The links sheet of the XLSX template: a product's publications and documents
 * (publications_master), one row a link, naming its product by the key columns. A link is found
 * by its id, else by its address, else by its title within the product. Type, category,
 * signal and a safety notice's authority are written as the stored values (`official_website`, `manual_product_documentation`,
 * `g`), which the link schema checks.
 */
export const LINK_COLUMNS: readonly Column[] = [
  { path: '_id', sheet: 'links', de: 'Link-ID', en: 'Link ID', kind: 'text', optional: true },
  { path: 'title', sheet: 'links', de: 'Titel', en: 'Title', kind: 'text', required: true },
  { path: 'url', sheet: 'links', de: 'URL', en: 'URL', kind: 'text' },
  { path: 'type', sheet: 'links', de: 'Linkart', en: 'Link type', kind: 'text', required: true },
  { path: 'category', sheet: 'links', de: 'Kategorie', en: 'Category', kind: 'text', required: true },
  { path: 'abstract.de', sheet: 'links', de: 'Kurzfassung (de)', en: 'Abstract (de)', kind: 'text' },
  { path: 'abstract.en', sheet: 'links', de: 'Kurzfassung (en)', en: 'Abstract (en)', kind: 'text' },
  { path: 'signal', sheet: 'links', de: 'Signal', en: 'Signal', kind: 'text', required: true },
  { path: 'visible', sheet: 'links', de: 'Sichtbar', en: 'Visible', kind: 'boolean' },
  {
    path: 'published_at',
    sheet: 'links',
    de: 'Veröffentlicht am',
    en: 'Published on',
    kind: 'date',
    required: true,
  },
  { path: 'authors', sheet: 'links', de: 'Autoren', en: 'Authors', kind: 'text', optional: true },
  { path: 'journal', sheet: 'links', de: 'Zeitschrift', en: 'Journal', kind: 'text', optional: true },
  // A safety notice's authority (its stored value: `bfarm`, `fda`, …) and the authority's
  // reference; empty on every other link.
  { path: 'authority', sheet: 'links', de: 'Behörde', en: 'Authority', kind: 'text', optional: true },
  { path: 'reference', sheet: 'links', de: 'Aktenzeichen', en: 'Reference', kind: 'text', optional: true },
];

export type HeaderLanguage = 'de' | 'en';

export const productColumns = COLUMNS.filter((column) => column.sheet === 'products');
export const subProductColumns = COLUMNS.filter((column) => column.sheet === 'sub_products');
export const keyColumns = productColumns.filter((column) => column.key);

/** The columns of a sheet as a file has them: the sub-products and links sheets start with the product key. */
export function sheetColumns(sheet: Sheet): readonly Column[] {
  if (sheet === 'products') return productColumns;
  return [...keyColumns, ...(sheet === 'links' ? LINK_COLUMNS : subProductColumns)];
}

/** A header in either language, compared without case and surrounding space. */
const normal = (header: string) => header.trim().toLowerCase();

/** The columns a row of headers names, by position; unknown headers are `undefined`. */
export function matchHeaders(
  headers: readonly string[],
  candidates: readonly Column[],
): { columns: (Column | undefined)[]; language: HeaderLanguage } {
  let de = 0;
  let en = 0;
  const columns = headers.map((header) => {
    const wanted = normal(header);
    const column =
      candidates.find((c) => normal(c.de) === wanted) ??
      candidates.find((c) => normal(c.en) === wanted) ??
      candidates.find((c) => c.aliases?.some((alias) => normal(alias) === wanted));
    if (column && normal(column.de) === wanted) de++;
    if (column && normal(column.en) === wanted) en++;
    return column;
  });
  return { columns, language: en > de ? 'en' : 'de' };
}

export const headerOf = (column: Column, language: HeaderLanguage) => column[language];
