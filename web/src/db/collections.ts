// Which gateway databases a device holds, with the shared schema of their documents. Kept free
// of RxDB so the app can decide whether to load the database code at all.
import { canReplicate, type AccessSubject } from '@poct/schemas';

export const LOCAL_COLLECTIONS = {
  catalogue: { schema: 'product', push: false },
  masterdata: { schema: 'masterdata', push: false },
  publications: { schema: 'link', push: false },
  favourites: { schema: 'favourite', push: true },
} as const;

export type LocalCollectionName = keyof typeof LOCAL_COLLECTIONS;

/** The collections this user may pull: a free account's device holds none of the catalogue. */
export function collectionsFor(subject: AccessSubject): LocalCollectionName[] {
  return (Object.keys(LOCAL_COLLECTIONS) as LocalCollectionName[]).filter((name) =>
    canReplicate(subject, name, 'pull'),
  );
}
