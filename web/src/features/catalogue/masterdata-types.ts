// The master data screens: one description per type, and one page renders
// list, create and edit for all of them. Types differ in their routes, titles and a few fields.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { MasterDataType, RouteId } from '@poct/schemas';
import type { FieldSpec } from '../../workspace/forms/field-spec.ts';

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
  ),
  screen('method', 'ds.methods', 'method', msg`Methods`, msg`Create method`),
  screen('parameter', 'ds.parameters', 'param', msg`Parameters`, msg`Create parameter`),
  screen('sample_type', 'ds.sample-types', 'sample', msg`Sample types`, msg`Create sample type`),
  screen('tree_item', 'ds.tree-items', 'tree', msg`Tree items`, msg`Create tree item`, TREE),
  screen('synonym', 'ds.synonyms', 'synonym', msg`Synonyms`, msg`Create synonym`, SYNONYM),
];

/** The screen a route belongs to (list, create or edit). */
export function masterDataScreenFor(routeId: string): MasterDataScreen | undefined {
  return MASTER_DATA_SCREENS.find((screen) => Object.values(screen.routes).includes(routeId as RouteId));
}
