// A user as the workspace sees it: the fields of the shared user schema (never the password
// hash), the role's name and rank, premium as in effect now, and a pending erasure.
import { isPremium, userSchema, type Account, type Role } from '@poct/schemas';

const FIELDS = Object.keys(userSchema.properties);

export interface UserView extends Record<string, unknown> {
  id: string;
  premium_active: boolean;
  role: { id: string; name: string; hierarchy: number } | null;
}

export function userView(account: Account, role: Role | undefined, now: number): UserView {
  const view: Record<string, unknown> = {};
  for (const field of FIELDS)
    if (Object.hasOwn(account, field)) view[field] = account[field as keyof Account];
  return {
    ...view,
    id: account.id,
    premium_active: isPremium(account, now),
    // Closed by its owner: when, and when it is erased unless they sign in again.
    ...(account.closed_at ? { closed_at: account.closed_at, erase_after: account.erase_after } : {}),
    role: role ? { id: role.id, name: role.name, hierarchy: role.hierarchy } : null,
  };
}
