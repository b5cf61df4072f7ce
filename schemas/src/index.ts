// @poct/schemas: the single source of truth for data, permissions, constants and messages.
export * from './business-rules.ts';
export * from './collections/index.ts';
export * from './constants.ts';
export * from './contact.ts';
export * from './couch-doc.ts';
export * from './errors.ts';
export * from './locale.ts';
export * from './payments.ts';
export * from './permissions.ts';
export * from './registration.ts';
export * from './roles.ts';
export * from './route-validity.ts';
export * from './routes.ts';
export * from './search-text.ts';
export * from './tiers.ts';
export * from './user-admin.ts';
export * from './validate.ts';
