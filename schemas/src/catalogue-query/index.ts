// Catalogue queries: the conditions, their evaluator, the no-match explanation and NoodleChat's
// understanding of questions (German and English).
export * from './catalogue-index.ts';
export * from './conditions.ts';
export * from './evaluate.ts';
export * from './explain.ts';
export * from './product-items.ts';
export * from './understand.ts';
export * from './vocabulary.ts';
export * from './read-conditions.ts';
export * from './search-filter.ts';
export * from './test-rule.ts';
export * from './facet-counts.ts';
export { ALIASES } from './aliases.ts';
