// Reader-facing names of the link types, categories and signal colours of spec section 3.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { LinkCategory, Signal } from '@poct/schemas';
import type { DocumentGroupKey } from './product-view.ts';

export const DOCUMENT_GROUP_LABELS: Readonly<Record<DocumentGroupKey, MessageDescriptor>> = {
  official_website: msg`Official website`,
  brochure: msg`Brochures`,
  quick_guide: msg`Quick guides`,
  other_manual: msg`Manuals`,
  contact: msg`Contact`,
  header: msg`Overviews`,
  image: msg`Images`,
  additional: msg`Additional information`,
  no_link: msg`Notes without a link`,
  video: msg`Videos`,
};

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
