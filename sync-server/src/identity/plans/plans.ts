// Subscription plans, kept in the server-only `plans` database. Read-only for now: the public
// list behind the pricing page. Staff create and edit plans in the workspace (a later issue).
import { fromCouchDoc, toCouchDoc, validateDocument, type Plan } from '@poct/schemas';
import type { CouchDoc, StoreClient } from '../../platform/store/couch-client.ts';
import { DEFAULT_PLANS } from './default-plans.ts';
import { createDocuments } from '../../platform/store/update-document.ts';

export const PLANS_DB = 'plans';

/** What the public sees of a plan: everything but who last edited it. */
export type PublicPlan = Omit<Plan, 'updated_by'>;

/** Stores the default plans when the database holds none (first start). */
export async function ensureDefaultPlans(store: StoreClient): Promise<void> {
  const info = await store.info(PLANS_DB);
  if (!info || info.doc_count > 0) return;
  for (const plan of DEFAULT_PLANS) {
    const result = validateDocument('plan', plan);
    if (!result.ok) throw new Error(`default plan ${plan.id} is invalid: ${JSON.stringify(result.errors)}`);
  }
  // A taken id is a plan another process stored at the same moment.
  await createDocuments(
    store,
    PLANS_DB,
    DEFAULT_PLANS.map((plan) => toCouchDoc(plan) as CouchDoc),
  );
}

/** One plan by id; undefined when there is none. */
export async function getPlan(store: StoreClient, id: string): Promise<Plan | undefined> {
  if (id === '' || id.startsWith('_')) return undefined;
  const doc = await store.get<CouchDoc>(PLANS_DB, id);
  return doc && !doc._deleted ? (fromCouchDoc(doc) as unknown as Plan) : undefined;
}

const DURATION_DAYS = { days: 1, months: 30, years: 365 } as const;

/** Every plan, shortest duration first, then cheapest; a plan sold by card before one on request. */
export async function listPlans(store: StoreClient): Promise<PublicPlan[]> {
  const docs = await store.allDocs<CouchDoc>(PLANS_DB);
  return docs
    .filter((doc) => !doc._id.startsWith('_design/'))
    .map((doc) => {
      const { updated_by: _author, ...plan } = fromCouchDoc(doc) as unknown as Plan;
      return plan;
    })
    .sort(
      (a, b) =>
        DURATION_DAYS[a.duration.unit] * a.duration.count -
          DURATION_DAYS[b.duration.unit] * b.duration.count ||
        a.price - b.price ||
        Number(a.stripe_price_id === undefined) - Number(b.stripe_price_id === undefined),
    );
}
