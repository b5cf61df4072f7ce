// Whose search a user's would be: the user and the collections their tier pulls (the cold-start
// record's owner, cold-start-record.ts); none for a user whose device holds no catalogue.
import { collectionsFor } from '../../db/collections.ts';
import type { SessionUser } from '../../session/types.ts';
import type { ColdStartOwner } from './cold-start-record.ts';

export function searchOwnerOf(user: SessionUser | null | undefined): ColdStartOwner | null {
  if (!user) return null;
  const scope = collectionsFor({
    premium: user.premium,
    permissions: user.role.permissions,
    linkAccess: user.plan?.link_access,
  }).join(',');
  return scope.split(',').includes('catalogue') ? { userId: user.id, scope } : null;
}
