// The answer of GET /api/auth/me: the user's profile (only the fields of the shared user schema,
// so `password_hash` and anything else server-only cannot slip out), the role spelled out, and
// premium as it is in effect now rather than the stored flag.
import { isPremium, userSchema, type Account, type LocalizedText, type Plan, type Role } from '@poct/schemas';
import { NO_ROLE } from '../roles/role-store.ts';

const PROFILE_FIELDS = Object.keys(userSchema.properties);

export interface CurrentUser {
  id: string;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  role_id: string;
  role: { id: string; name: string; permissions: string[]; hierarchy: number };
  /** Effective premium status (flag and end date, or a running trial). */
  premium: boolean;
  premium_until: string | null;
  premium_trial_until: string | null;
  verification_status: string;
  user_type: string;
  language: string;
  /** Chat and link access come from the plan: the account's plan while premium lasts, else null. */
  plan: CurrentPlan | null;
  [field: string]: unknown;
}

export interface CurrentPlan {
  id: string;
  name: LocalizedText;
  chat_access: boolean;
  link_access: boolean;
}

export function currentUserOf(
  account: Account,
  role: Role | undefined,
  now: number,
  plan?: Plan,
): CurrentUser {
  const premium = isPremium(account, now);
  const profile: Record<string, unknown> = {};
  for (const field of PROFILE_FIELDS) {
    if (Object.hasOwn(account, field)) profile[field] = account[field as keyof Account];
  }
  return {
    ...profile,
    role: role
      ? { id: role.id, name: role.name, permissions: [...role.permissions], hierarchy: role.hierarchy }
      : { id: account.role_id, ...NO_ROLE },
    premium,
    premium_until: account.premium_until ?? null,
    premium_trial_until: account.premium_trial_until ?? null,
    plan:
      premium && plan
        ? { id: plan.id, name: plan.name, chat_access: plan.chat_access, link_access: plan.link_access }
        : null,
  } as CurrentUser;
}
