// Every collection by name: the schemas RxDB opens in the browser and the server validates.
import { advertisementSchema, type Advertisement } from './advertisement.schema.ts';
import { alertSchema, type Alert } from './alert.schema.ts';
import { catalogueChangeSchema, type CatalogueChange } from './catalogue-change.schema.ts';
import { favouriteSchema, type Favourite } from './favourite.schema.ts';
import { forumCommentSchema, type ForumComment } from './forum-comment.schema.ts';
import { forumThreadSchema, type ForumThread } from './forum-thread.schema.ts';
import { forumTopicSchema, type ForumTopic } from './forum-topic.schema.ts';
import { linkSchema, type Link } from './link.schema.ts';
import { masterDataSchema, type MasterData } from './masterdata.schema.ts';
import { planSchema, type Plan } from './plan.schema.ts';
import { postSchema, type Post } from './post.schema.ts';
import { productSchema, type Product } from './product.schema.ts';
import { quotationSchema, type Quotation } from './quotation.schema.ts';
import { reviewSchema, type Review } from './review.schema.ts';
import { roleSchema, type Role } from './role.schema.ts';
import { savedComparisonSchema, type SavedComparison } from './saved-comparison.schema.ts';
import { searchStatisticSchema, type SearchStatistic } from './search-statistic.schema.ts';
import { accountSchema, userSchema, type Account, type User } from './user.schema.ts';
import { watchSchema, type Watch } from './watch.schema.ts';

export * from './advertisement.schema.ts';
export * from './alert.schema.ts';
export * from './catalogue-change.schema.ts';
export * from './empty-product.ts';
export * from './favourite.schema.ts';
export * from './forum-comment.schema.ts';
export * from './forum-thread.schema.ts';
export * from './forum-topic.schema.ts';
export * from './link.schema.ts';
export * from './moderation-fields.ts';
export * from './masterdata.schema.ts';
export * from './migrations.ts';
export * from './plan.schema.ts';
export * from './post.schema.ts';
export * from './product.schema.ts';
export * from './quotation.schema.ts';
export * from './review.schema.ts';
export * from './role.schema.ts';
export * from './saved-comparison.schema.ts';
export * from './search-statistic.schema.ts';
export * from './user.schema.ts';
export * from './watch.schema.ts';
export type { Audience, LocalizedText } from './fields.ts';
export { AUDIENCES, isForProfessionals } from './fields.ts';

/** Document type of each collection. `account` is server-only: a user with its password hash. */
export interface CollectionDocuments {
  product: Product;
  masterdata: MasterData;
  link: Link;
  favourite: Favourite;
  saved_comparison: SavedComparison;
  watch: Watch;
  alert: Alert;
  review: Review;
  forum_topic: ForumTopic;
  forum_thread: ForumThread;
  forum_comment: ForumComment;
  post: Post;
  quotation: Quotation;
  user: User;
  account: Account;
  role: Role;
  plan: Plan;
  advertisement: Advertisement;
  search_statistic: SearchStatistic;
  catalogue_change: CatalogueChange;
}
export type CollectionName = keyof CollectionDocuments;

export const COLLECTION_SCHEMAS = {
  product: productSchema,
  masterdata: masterDataSchema,
  link: linkSchema,
  favourite: favouriteSchema,
  saved_comparison: savedComparisonSchema,
  watch: watchSchema,
  alert: alertSchema,
  review: reviewSchema,
  forum_topic: forumTopicSchema,
  forum_thread: forumThreadSchema,
  forum_comment: forumCommentSchema,
  post: postSchema,
  quotation: quotationSchema,
  user: userSchema,
  account: accountSchema,
  role: roleSchema,
  plan: planSchema,
  advertisement: advertisementSchema,
  search_statistic: searchStatisticSchema,
  catalogue_change: catalogueChangeSchema,
} as const;

export const COLLECTION_NAMES = Object.keys(COLLECTION_SCHEMAS) as CollectionName[];

/**
 * Collections whose documents replicate (ARCHITECTURE.md): a push must name its author in
 * `updated_by`. Favourites carry `user_id` instead.
 */
export const AUTHORED_COLLECTIONS: readonly CollectionName[] = [
  'product',
  'masterdata',
  'link',
  'review',
  'forum_topic',
  'forum_thread',
  'forum_comment',
  'post',
];
