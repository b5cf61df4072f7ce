// What the product feature offers the other features: they import it from here, never from its files.
export { localized, namesOf } from './product-view.ts';
export { AUTHORITY_LABELS, CATEGORY_LABELS, SIGNAL_LABELS, SIGNAL_MEANINGS } from './publications/labels.ts';
export { CE_STATUS_LABELS, COUNTRY_LABELS, SOURCE_KIND_LABELS } from './regulatory-labels.ts';
