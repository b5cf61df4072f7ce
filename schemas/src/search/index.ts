// `@poct/schemas/search`: the product search shared by the device (search worker) and the
// server (preview for guests and free users). A subpath of its own, so that the pages and the
// server code that do not search never load FlexSearch.
export * from './product-index.ts';
export * from './search-record.ts';
