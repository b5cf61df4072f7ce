// Reader-facing names of the publication categories and signal colours (a link's `category` and
// `signal`), shared by the product page and the comparison report.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { LinkCategory, SafetyNoticeAuthority, Signal } from '@poct/schemas';

export const CATEGORY_LABELS: Readonly<Record<LinkCategory, MessageDescriptor>> = {
  red_laboratory_evaluation: msg`Laboratory evaluation`,
  orange_product_comparison: msg`Product comparison study`,
  green_application_studies: msg`Application study`,
  manual_product_documentation: msg`Manual and product documentation`,
  health_economics: msg`Health economics study`,
  product_videos: msg`Product video`,
};

/** The colour's name, shown beside the colour so it never carries meaning alone. */
export const SIGNAL_LABELS: Readonly<Record<Signal, MessageDescriptor>> = {
  g: msg`Green`,
  o: msg`Orange`,
  r: msg`Red`,
  w: msg`White`,
};

/** What each colour stands for, in the legend. */
export const SIGNAL_MEANINGS: Readonly<Record<Signal, MessageDescriptor>> = {
  g: msg`application studies`,
  o: msg`product comparison studies`,
  r: msg`laboratory evaluations`,
  w: msg`documentation, health economics and videos`,
};

/** Who issued a safety notice: the authorities by the names they go by, in either language. */
export const AUTHORITY_LABELS: Readonly<Record<SafetyNoticeAuthority, MessageDescriptor>> = {
  bfarm: msg`BfArM (Germany)`,
  pei: msg`Paul-Ehrlich-Institut (Germany)`,
  basg: msg`BASG (Austria)`,
  swissmedic: msg`Swissmedic (Switzerland)`,
  fda: msg`FDA (USA)`,
  mhra: msg`MHRA (United Kingdom)`,
  other: msg`Other authority or manufacturer`,
};
