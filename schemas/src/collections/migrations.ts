// How a device's stored documents reach a collection's current schema version (RxDB's
// migrationStrategies, one per version above 0). RxDB refuses a changed schema under an old
// version (DB6), so a schema change bumps `version` and adds its step here. Steps that only add
// optional fields keep the document as it is.
export type MigrationStrategy = (doc: Record<string, unknown>) => Record<string, unknown> | null;

const unchanged: MigrationStrategy = (doc) => doc;

// Keyed by collection name (index.ts's CollectionName, which imports this file).
const MIGRATION_STRATEGIES: Readonly<Record<string, Readonly<Record<number, MigrationStrategy>>>> = {
  // 1: codes, regulatory identity, sources and dates, all optional; 2: the optional audience;
  // 3: the optional pinned and excluded alternatives; 4: the optional consumable cost per test
  // and quality control.
  product: { 1: unchanged, 2: unchanged, 3: unchanged, 4: unchanged },
  // 1: the standard codes, all optional; 2: the optional `notifiable` flag.
  masterdata: { 1: unchanged, 2: unchanged },
  // 1: the optional audience.
  post: { 1: unchanged },
  // 1: the optional audience and parameters.
  advertisement: { 1: unchanged },
  // 1: a safety notice's optional authority and reference.
  link: { 1: unchanged },
};

/** The migration steps of `collection` (empty where its schema never changed). */
export function migrationStrategiesOf(collection: string): Readonly<Record<number, MigrationStrategy>> {
  return MIGRATION_STRATEGIES[collection] ?? {};
}
