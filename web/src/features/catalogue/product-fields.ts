// Every product field (the data model in ARCHITECTURE.md), described once: the product list, the create and edit
// forms, validation messages and the conflict resolver all read these.
import { msg } from '@lingui/core/macro';
import { CE_STATUSES, IVDR_CLASSES, SOURCE_KINDS } from '@poct/schemas';
import { staticOptions, type FieldSpec } from '../../workspace/forms/field-spec.ts';
import { AUDIENCE_FIELD } from '../../workspace/forms/audience-field.ts';
import { CE_STATUS_LABELS, SOURCE_KIND_LABELS } from '../product/index.ts';

const GENERAL = msg`General`;
const TEXTS = msg`Descriptions`;
const PRICES = msg`Prices (net, EUR)`;
const CLASSIFICATION = msg`Classification`;
const CONNECTIVITY = msg`Connectivity`;
const INTERNAL = msg`Internal`;
const REGULATORY = msg`Regulatory identity`;
const SOURCES = msg`Sources and dates`;
const ALTERNATIVES = msg`Alternatives`;
const RUNNING_COSTS = msg`Running costs and quality control`;

const IVDR_CLASS_LABELS = {
  A: msg`Class A`,
  B: msg`Class B`,
  C: msg`Class C`,
  D: msg`Class D`,
} as const;

const text = { kind: 'text' } as const;
const long = { kind: 'text', multiline: true } as const;
const amount = { kind: 'number', format: 'price' } as const;

export const PRODUCT_FIELDS: readonly FieldSpec[] = [
  { path: '/name', label: msg`Name`, control: text, required: true, column: true, section: GENERAL },
  { path: '/manufacturer', label: msg`Manufacturer`, control: text, required: true, column: true },
  { path: '/distributor', label: msg`Distributor`, control: text },
  { path: '/provider', label: msg`Provider`, control: text },
  { path: '/visible', label: msg`Visible`, control: { kind: 'boolean' }, column: true },
  { path: '/links_visible', label: msg`Links visible`, control: { kind: 'boolean' } },
  AUDIENCE_FIELD,
  // Uploaded through /api/uploads (needs a connection; the rest of the product saves offline).
  {
    path: '/image_url',
    label: msg`Product image`,
    control: { kind: 'image', purpose: 'product' },
    omitIfEmpty: true,
  },
  { path: '/synonyms', label: msg`Synonyms`, description: msg`One per line`, control: { kind: 'lines' } },

  { path: '/description/de', label: msg`Description (German)`, control: long, section: TEXTS },
  { path: '/description/en', label: msg`Description (English)`, control: long },
  { path: '/hardware/de', label: msg`Hardware (German)`, control: long },
  { path: '/hardware/en', label: msg`Hardware (English)`, control: long },
  { path: '/consumables/de', label: msg`Consumables (German)`, control: long },
  { path: '/consumables/en', label: msg`Consumables (English)`, control: long },

  { path: '/price/min', label: msg`Minimum price`, control: amount, required: true, section: PRICES },
  { path: '/price/max', label: msg`Maximum price`, control: amount, required: true },
  { path: '/price/default', label: msg`Default price`, control: amount, required: true },
  { path: '/price/average', label: msg`Average price`, control: amount, required: true },
  { path: '/price/as_of', label: msg`Prices as of`, control: { kind: 'date' }, required: true },

  {
    path: '/consumable_cost_per_test',
    label: msg`Consumable cost per test (net, EUR)`,
    description: msg`Starts the comparison's cost calculator`,
    control: amount,
    omitIfEmpty: true,
    section: RUNNING_COSTS,
  },
  {
    path: '/quality_control/per_day',
    label: msg`Control measurements per day of use`,
    description: msg`As the instructions and RiliBÄK ask for`,
    control: { kind: 'number', format: 'integer' },
    omitIfEmpty: true,
  },
  {
    path: '/quality_control/per_lot',
    label: msg`Control measurements per new lot`,
    control: { kind: 'number', format: 'integer' },
    omitIfEmpty: true,
  },

  {
    path: '/parameter_ids',
    label: msg`Parameters`,
    control: { kind: 'multi', options: { masterdata: 'parameter' } },
    section: CLASSIFICATION,
  },
  { path: '/method_ids', label: msg`Methods`, control: { kind: 'multi', options: { masterdata: 'method' } } },
  { path: '/detail_ids', label: msg`Details`, control: { kind: 'multi', options: { masterdata: 'detail' } } },
  {
    path: '/diagnostic_area_ids',
    label: msg`Diagnostic areas`,
    control: { kind: 'multi', options: { masterdata: 'diagnostic_area' } },
  },

  {
    path: '/connectivity/connectivity_ids',
    label: msg`Protocols`,
    control: { kind: 'multi', options: { masterdata: 'connectivity' } },
    section: CONNECTIVITY,
  },
  {
    path: '/connectivity/transmission_ids',
    label: msg`Transmission options`,
    control: { kind: 'multi', options: { masterdata: 'transmission' } },
  },
  {
    path: '/connectivity/sample_type_ids',
    label: msg`Sample types`,
    control: { kind: 'multi', options: { masterdata: 'sample_type' } },
  },

  {
    path: '/regulatory/ivdr_class',
    label: msg`IVDR class`,
    control: { kind: 'select', options: staticOptions(IVDR_CLASSES, IVDR_CLASS_LABELS) },
    omitIfEmpty: true,
    section: REGULATORY,
  },
  // Not omitted when unticked: with it, the other regulatory fields left empty are removed.
  { path: '/regulatory/self_testing', label: msg`For self-testing`, control: { kind: 'boolean' } },
  {
    path: '/regulatory/ce_status',
    label: msg`CE status`,
    control: { kind: 'select', options: staticOptions(CE_STATUSES, CE_STATUS_LABELS) },
    omitIfEmpty: true,
  },
  {
    path: '/regulatory/basic_udi_di',
    label: msg`Basic UDI-DI`,
    description: msg`A GS1 number is checked with its check digit`,
    control: text,
    omitIfEmpty: true,
  },
  {
    path: '/regulatory/udi_di',
    label: msg`UDI-DI`,
    description: msg`GTINs with their check digit, one per line`,
    control: { kind: 'lines' },
    omitIfEmpty: true,
  },
  {
    path: '/regulatory/srn',
    label: msg`Manufacturer's SRN`,
    description: msg`e.g. DE-MF-000012345`,
    control: text,
    omitIfEmpty: true,
  },
  { path: '/regulatory/availability/de', label: msg`Available in Germany`, control: { kind: 'boolean' } },
  { path: '/regulatory/availability/at', label: msg`Available in Austria`, control: { kind: 'boolean' } },
  { path: '/regulatory/availability/ch', label: msg`Available in Switzerland`, control: { kind: 'boolean' } },

  {
    path: '/data_as_of',
    label: msg`Product data as of`,
    description: msg`When the product data were last checked`,
    control: { kind: 'date' },
    omitIfEmpty: true,
    section: SOURCES,
  },
  {
    path: '/sources',
    label: msg`Sources`,
    description: msg`Where the product data come from: the kind, an address or citation, and as of when`,
    control: {
      kind: 'rows',
      item: msg`Source`,
      columns: [
        {
          path: '/kind',
          label: msg`Kind of source`,
          control: { kind: 'select', options: staticOptions(SOURCE_KINDS, SOURCE_KIND_LABELS) },
          required: true,
        },
        { path: '/reference', label: msg`Address or citation`, control: text, required: true },
        { path: '/as_of', label: msg`As of`, control: { kind: 'date' }, required: true },
      ],
    },
    omitIfEmpty: true,
  },

  // The product page ranks alternatives itself (features/product/alternatives.ts); staff adjust it.
  {
    path: '/alternatives_pinned',
    label: msg`Pinned alternatives`,
    description: msg`Shown first on the product page, at most five`,
    control: { kind: 'multi', options: { products: true } },
    omitIfEmpty: true,
    section: ALTERNATIVES,
  },
  {
    path: '/alternatives_excluded',
    label: msg`Excluded alternatives`,
    description: msg`Never shown as alternatives of this product`,
    control: { kind: 'multi', options: { products: true } },
    omitIfEmpty: true,
  },

  {
    path: '/internal_note',
    label: msg`Internal note`,
    description: msg`Only staff see this note.`,
    control: long,
    omitIfEmpty: true,
    section: INTERNAL,
  },
];

export const SUB_PRODUCT_FIELDS: readonly FieldSpec[] = [
  { path: '/name', label: msg`Name`, control: text, required: true, column: true },
  {
    path: '/sample_type_id',
    label: msg`Sample type`,
    control: { kind: 'select', options: { masterdata: 'sample_type' } },
    required: true,
    column: true,
  },
  { path: '/sub_sample_type', label: msg`Sub-sample type`, control: text },
  {
    path: '/sample_volume_ul',
    label: msg`Sample volume (µl)`,
    control: { kind: 'number', format: 'decimal' },
    required: true,
    column: true,
  },
  {
    path: '/time_to_result_min',
    label: msg`Time to result (minutes)`,
    control: { kind: 'number', format: 'decimal' },
    required: true,
    column: true,
  },
  {
    path: '/parameter_ids',
    label: msg`Parameters`,
    control: { kind: 'multi', options: { masterdata: 'parameter' } },
  },
  { path: '/extra_info/de', label: msg`Extra information (German)`, control: long },
  { path: '/extra_info/en', label: msg`Extra information (English)`, control: long },
  {
    path: '/loinc_codes',
    label: msg`LOINC codes`,
    description: msg`With their check digit, one per line, e.g. 1988-5`,
    control: { kind: 'lines' },
    omitIfEmpty: true,
  },
  {
    path: '/vendor_code',
    label: msg`Manufacturer's test code`,
    control: text,
    omitIfEmpty: true,
  },
];
