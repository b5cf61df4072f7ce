// Every link field (URL, type, category, abstract, signal colour, visibility, a safety notice's
// authority and reference), described once for the links list and the abstract forms.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { SAFETY_NOTICE_AUTHORITIES, type LinkCategory, type LinkType, type Signal } from '@poct/schemas';
import { staticOptions, type FieldSpec } from '../../workspace/forms/field-spec.ts';
import { AUTHORITY_LABELS } from '../product/index.ts';

export const LINK_TYPE_LABELS: Readonly<Record<LinkType, MessageDescriptor>> = {
  additional: msg`Additional`,
  contact: msg`Contact`,
  header: msg`Header`,
  image: msg`Image`,
  no_link: msg`No link`,
  official_website: msg`Official website`,
  brochure: msg`Brochure`,
  quick_guide: msg`Quick guide`,
  other_manual: msg`Other manual`,
  safety_notice: msg`Safety notice`,
};

export const LINK_CATEGORY_LABELS: Readonly<Record<LinkCategory, MessageDescriptor>> = {
  red_laboratory_evaluation: msg`Red: laboratory evaluation`,
  orange_product_comparison: msg`Orange: product comparison studies`,
  green_application_studies: msg`Green: application studies`,
  manual_product_documentation: msg`Manual: product documentation`,
  health_economics: msg`Health economics studies`,
  product_videos: msg`Product videos`,
};

export const SIGNAL_LABELS: Readonly<Record<Signal, MessageDescriptor>> = {
  g: msg`Green`,
  o: msg`Orange`,
  r: msg`Red`,
  w: msg`White`,
};

function options<K extends string>(labels: Readonly<Record<K, MessageDescriptor>>) {
  return { static: Object.entries<MessageDescriptor>(labels).map(([id, label]) => ({ id, label })) };
}

const ABSTRACT = msg`Abstract`;
const SAFETY_NOTICE = msg`Safety notice`;
const ONLY_NOTICES = msg`Only for the type “Safety notice”, which needs it; category “Manual: product documentation”, signal colour red.`;

export const LINK_FIELDS: readonly FieldSpec[] = [
  { path: '/title', label: msg`Title`, control: { kind: 'text' }, required: true, column: true },
  {
    path: '/url',
    label: msg`Address (URL)`,
    description: msg`May stay empty for the type “No link”.`,
    control: { kind: 'text', type: 'url' },
    column: true,
  },
  {
    path: '/type',
    label: msg`Type`,
    control: { kind: 'select', options: options(LINK_TYPE_LABELS) },
    required: true,
    column: true,
  },
  {
    path: '/category',
    label: msg`Category`,
    control: { kind: 'select', options: options(LINK_CATEGORY_LABELS) },
    required: true,
  },
  {
    path: '/signal',
    label: msg`Signal colour`,
    control: { kind: 'select', options: options(SIGNAL_LABELS) },
    required: true,
  },
  { path: '/visible', label: msg`Visible`, control: { kind: 'boolean' }, column: true },
  {
    path: '/published_at',
    label: msg`Published on`,
    control: { kind: 'date' },
    required: true,
  },
  { path: '/authors', label: msg`Authors`, control: { kind: 'text' }, omitIfEmpty: true },
  { path: '/journal', label: msg`Journal`, control: { kind: 'text' }, omitIfEmpty: true },
  {
    path: '/authority',
    label: msg`Authority`,
    description: ONLY_NOTICES,
    control: { kind: 'select', options: staticOptions(SAFETY_NOTICE_AUTHORITIES, AUTHORITY_LABELS) },
    omitIfEmpty: true,
    section: SAFETY_NOTICE,
  },
  {
    path: '/reference',
    label: msg`Reference number`,
    description: ONLY_NOTICES,
    control: { kind: 'text' },
    omitIfEmpty: true,
    section: SAFETY_NOTICE,
  },
  {
    path: '/abstract/de',
    label: msg`Abstract (German)`,
    control: { kind: 'text', multiline: true },
    required: true,
    requiredKey: 'validation.abstract_required',
    section: ABSTRACT,
  },
  { path: '/abstract/en', label: msg`Abstract (English)`, control: { kind: 'text', multiline: true } },
];
