// The master data screens: one description per type, and one page renders
// list, create and edit for all of them. Types differ in their routes, titles and a few fields.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { MasterData, MasterDataType, RouteId } from '@poct/schemas';
import type { FieldSpec } from '../../workspace/forms/field-spec.ts';
import type { Column } from '../../workspace/forms/list-model.ts';
import { getAt } from '../../workspace/forms/pointer.ts';

export interface MasterDataScreen {
  type: MasterDataType;
  title: MessageDescriptor;
  /** Button text on the list. */
  createLabel: MessageDescriptor;
  routes: { list: RouteId; create: RouteId; edit: RouteId };
  fields: readonly FieldSpec[];
  /** Prefix of new ids, e.g. `param` gives `param-…`. */
  idPrefix: string;
}

const GENERAL = msg`General`;
const DESCRIPTION = msg`Description`;

/** Name, code and description: every type has them. */
const COMMON: readonly FieldSpec[] = [
  {
    path: '/name/de',
    label: msg`Name (German)`,
    control: { kind: 'text' },
    required: true,
    column: true,
    section: GENERAL,
  },
  { path: '/name/en', label: msg`Name (English)`, control: { kind: 'text' }, required: true, column: true },
  {
    path: '/code',
    label: msg`Code`,
    description: msg`Short code such as CRP or POCT1-A`,
    control: { kind: 'text' },
    omitIfEmpty: true,
    column: true,
  },
];

const DESCRIPTIONS: readonly FieldSpec[] = [
  {
    path: '/description/de',
    label: msg`Description (German)`,
    control: { kind: 'text', multiline: true },
    omitIfEmpty: true,
    section: DESCRIPTION,
  },
  {
    path: '/description/en',
    label: msg`Description (English)`,
    control: { kind: 'text', multiline: true },
    omitIfEmpty: true,
  },
];

const TREE: readonly FieldSpec[] = [
  {
    path: '/parent_id',
    label: msg`Parent item`,
    description: msg`Leave empty for a standalone item or a parent. A child cannot have children.`,
    control: { kind: 'select', options: { treeParents: true } },
    omitIfEmpty: true,
  },
];

const SYNONYM: readonly FieldSpec[] = [
  { path: '/term', label: msg`Term`, control: { kind: 'text' }, required: true, column: true },
  {
    path: '/synonyms',
    label: msg`Synonyms`,
    description: msg`One per line`,
    control: { kind: 'lines' },
    required: true,
  },
];

const CODES = msg`Standard codes`;

/** A code field: listed as a column, so the list's search finds an item by its code. */
function codeField(
  path: string,
  label: MessageDescriptor,
  description: MessageDescriptor,
  section?: MessageDescriptor,
): FieldSpec {
  return {
    path,
    label,
    description,
    control: { kind: 'text' },
    omitIfEmpty: true,
    column: true,
    ...(section ? { section } : {}),
  };
}

const PARAMETER_CODES: readonly FieldSpec[] = [
  codeField('/loinc', msg`LOINC code`, msg`With its check digit, e.g. 1988-5`, CODES),
  {
    path: '/loinc_display/de',
    label: msg`LOINC name (German)`,
    control: { kind: 'text' },
    omitIfEmpty: true,
  },
  {
    path: '/loinc_display/en',
    label: msg`LOINC name (English)`,
    control: { kind: 'text' },
    omitIfEmpty: true,
  },
];

const SAMPLE_TYPE_CODES: readonly FieldSpec[] = [
  codeField(
    '/hl7_specimen',
    msg`HL7 specimen type`,
    msg`A code of HL7 table 0487, e.g. SER, PLAS, BLDC`,
    CODES,
  ),
  codeField('/snomed', msg`SNOMED CT ID`, msg`The specimen concept, e.g. 119364003 (serum)`),
];

const EMDN_CODE: readonly FieldSpec[] = [
  codeField('/emdn', msg`EMDN code`, msg`European Medical Device Nomenclature, e.g. W0105`, CODES),
];

function screen(
  type: MasterDataType,
  route: string,
  idPrefix: string,
  title: MessageDescriptor,
  createLabel: MessageDescriptor,
  extra: readonly FieldSpec[] = [],
): MasterDataScreen {
  return {
    type,
    title,
    createLabel,
    idPrefix,
    routes: {
      list: route as RouteId,
      create: `${route}.create` as RouteId,
      edit: `${route}.edit` as RouteId,
    },
    fields: [...COMMON, ...extra, ...DESCRIPTIONS],
  };
}

export const MASTER_DATA_SCREENS: readonly MasterDataScreen[] = [
  screen('connectivity', 'ds.connectivities', 'conn', msg`Connectivities`, msg`Create connectivity`),
  screen('transmission', 'ds.transmissions', 'trans', msg`Transmissions`, msg`Create transmission`),
  screen('detail', 'ds.details', 'detail', msg`Details`, msg`Create detail`),
  screen(
    'diagnostic_area',
    'ds.diagnostic-areas',
    'area',
    msg`Diagnostic areas`,
    msg`Create diagnostic area`,
    EMDN_CODE,
  ),
  screen('method', 'ds.methods', 'method', msg`Methods`, msg`Create method`, EMDN_CODE),
  screen('parameter', 'ds.parameters', 'param', msg`Parameters`, msg`Create parameter`, PARAMETER_CODES),
  screen(
    'sample_type',
    'ds.sample-types',
    'sample',
    msg`Sample types`,
    msg`Create sample type`,
    SAMPLE_TYPE_CODES,
  ),
  screen('tree_item', 'ds.tree-items', 'tree', msg`Tree items`, msg`Create tree item`, TREE),
  screen('synonym', 'ds.synonyms', 'synonym', msg`Synonyms`, msg`Create synonym`, SYNONYM),
];

/** The screen a route belongs to (list, create or edit). */
export function masterDataScreenFor(routeId: string): MasterDataScreen | undefined {
  return MASTER_DATA_SCREENS.find((screen) => Object.values(screen.routes).includes(routeId as RouteId));
}

/** The list's columns of a screen: its fields marked `column`; the list searches their texts (codes too). */
export function masterDataColumns(
  screen: MasterDataScreen,
  translate: (label: MessageDescriptor) => string,
): Column<MasterData>[] {
  return screen.fields
    .filter((field) => field.column)
    .map((field) => ({
      id: field.path,
      label: translate(field.label),
      text: (row) => String(getAt(row, field.path) ?? ''),
    }));
}
