// Public face of the demo data: the generator, the demo accounts and the stable ids that
// tests rely on.
export { generateDemoData, DEFAULT_DEMO_SEED, DEFAULT_DEMO_PRODUCT_COUNT } from './generate.ts';
export type { DemoData, DemoDataOptions } from './generate.ts';
export { demoAccounts, DEMO_PASSWORD } from './accounts.ts';
export {
  DEMO_HIDDEN_PRODUCT_ID,
  DEMO_PRODUCT_WITH_14_PUBLICATIONS,
  DEMO_PRODUCT_WITH_HIDDEN_LINK,
  DEMO_PRODUCT_WITH_SAFETY_NOTICE,
  DEMO_PRODUCT_WITH_SAFETY_NOTICES,
  DEMO_PRODUCT_WITHOUT_OFFICIAL_WEBSITE,
  productId,
} from './ids.ts';
export { DEMO_AUTHOR_ID } from './timestamps.ts';
export { DEMO_LINK_BASE_URL } from './publications.ts';
export {
  DEMO_INVISIBLE_POST_ID,
  DEMO_PRIVATE_POST_ID,
  DEMO_PROFESSIONALS_POST_ID,
  DEMO_PUBLIC_POST_ID,
  demoPosts,
} from './posts.ts';
export { seedDemoData } from './seed-demo-data.ts';
