// Reader-facing names of the document groups on a product page (the categories and signal
// colours of publications are in features/product/publications/labels.ts).
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
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
