// The signed-in user as GET /api/auth/me returns it, and the token answer of login and refresh.
import type { Locale } from '@poct/schemas';

export interface SessionRole {
  id: string;
  name: string;
  permissions: string[];
  hierarchy: number;
}

export interface SessionPlan {
  id: string;
  name: { de: string; en: string };
  chat_access: boolean;
  link_access: boolean;
}

/** A period of premium with its own rights (schemas/src/entitlements.ts), as /api/auth/me lists it. */
export interface SessionEntitlement {
  from: string;
  /** null: no end. */
  until: string | null;
  source: 'order' | 'staff' | 'verification' | 'trial';
  /** The plan bought for it; null for premium without a plan. */
  plan: { id: string; name: { de: string; en: string } } | null;
  chat_access: boolean;
  link_access: boolean;
}

export interface SessionUser {
  id: string;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  role: SessionRole;
  premium: boolean;
  /** ISO dates or null. */
  premium_until: string | null;
  premium_trial_until: string | null;
  verification_status: 'not_verified' | 'requested' | 'verified' | 'rejected';
  user_type: string;
  plan: SessionPlan | null;
  /** The periods of premium that run now or later, soonest first (absent from older servers). */
  entitlements?: SessionEntitlement[];
  language: Locale;
  /** Profile fields and opt-ins, present when set. */
  country?: string;
  city?: string;
  institution?: string;
  position?: string;
  company?: string;
  doctor_id?: string;
  doctor_id_type?: 'lanr' | 'doctor_number' | 'gln';
  opt_share_institution?: boolean;
  opt_show_real_name?: boolean;
  opt_newsletter?: boolean;
  /** The email digest of alerts about watched products (absent: off). */
  alert_digest?: 'off' | 'daily' | 'weekly';
  email_verified_at?: string;
  verification_requested_at?: string;
}

export interface TokenResponse {
  accessToken: string;
  /** Seconds. */
  expiresIn: number;
  /** The account was closed ("Delete account") and this sign-in reopened it. */
  reopened?: boolean;
}

export type SessionStatus = 'starting' | 'signed-in' | 'signed-out';

export interface SessionState {
  /**
   * `starting`: a saved session is being confirmed (its token expired and a refresh is under
   * way); guarded pages wait. `signed-in` also holds while offline with an expired token.
   */
  status: SessionStatus;
  user: SessionUser | null;
}
