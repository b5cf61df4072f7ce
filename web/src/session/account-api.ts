// The account endpoints under /api/account and the workspace's /api/users (sync-server
// accounts/ and users/). Guests' calls go without a token.
import type { Locale } from '@poct/schemas';
import type { ApiClient } from '../lib/api.ts';
import type { SessionUser } from './types.ts';

export interface VerifiedEmail {
  user_type: 'hcp' | 'commercial';
  verification_status: SessionUser['verification_status'];
  max_hours: number;
}

export interface ListedUser {
  id: string;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  user_type: 'hcp' | 'commercial';
  institution?: string;
  position?: string;
  company?: string;
  doctor_id?: string;
  doctor_id_type?: string;
  verification_status: SessionUser['verification_status'];
  verification_requested_at?: string;
  email_verified_at?: string;
  created_at: string;
  premium_until?: string;
  premium_active: boolean;
  role: { id: string; name: string; hierarchy: number } | null;
  /** Closed by its owner: erased then unless they sign in again. */
  closed_at?: string;
  erase_after?: string;
}

/** The archive of "Download my data" (sync-server privacy/my-data/). */
export interface DataExportState {
  status: 'none' | 'building' | 'ready' | 'failed';
  started_at?: string;
  ready_at?: string;
  expires_at?: string;
  bytes?: number;
}

export function createAccountApi(api: ApiClient) {
  const guest = { anonymous: true } as const;
  return {
    register: (body: Record<string, unknown>) =>
      api.request<{ id: string }>('/api/account/register', { method: 'POST', body, ...guest }),
    verifyEmail: (token: string) =>
      api.request<VerifiedEmail>('/api/account/verify-email', { method: 'POST', body: { token }, ...guest }),
    resendConfirmation: (email: string) =>
      api.request<void>('/api/account/verify-email/resend', { method: 'POST', body: { email }, ...guest }),
    forgotPassword: (email: string) =>
      api.request<void>('/api/account/forgot-password', { method: 'POST', body: { email }, ...guest }),
    resetPassword: (body: { token: string; password: string; password_confirm: string }) =>
      api.request<void>('/api/account/reset-password', { method: 'POST', body, ...guest }),
    updateProfile: (body: Record<string, unknown>) =>
      api.request<SessionUser>('/api/account/profile', { method: 'PATCH', body }),
    changePassword: (body: { current_password: string; password: string; password_confirm: string }) =>
      api.request<void>('/api/account/password', { method: 'POST', body }),
    requestVerification: (body: Record<string, unknown>) =>
      api.request<SessionUser>('/api/account/verification-request', { method: 'POST', body }),
    dataExport: (signal?: AbortSignal) =>
      api.request<DataExportState>('/api/account/data-export', { ...(signal ? { signal } : {}) }),
    startDataExport: (language: Locale) =>
      api.request<DataExportState>('/api/account/data-export', { method: 'POST', body: { language } }),
    dataExportArchive: () => api.request<Blob>('/api/account/data-export/archive', { read: 'blob' }),
    closeAccount: (password: string) =>
      api.request<{ closed_at: string; erase_after: string }>('/api/account/deletion', {
        method: 'POST',
        body: { password },
      }),
    listUsers: (status?: string) =>
      api.request<{ users: ListedUser[] }>(
        `/api/users${status ? `?status=${encodeURIComponent(status)}` : ''}`,
      ),
    decideVerification: (id: string, body: { decision: 'approve' | 'reject'; premium_until?: string }) =>
      api.request<ListedUser>(`/api/users/${encodeURIComponent(id)}/verification`, { method: 'POST', body }),
  };
}

export type AccountApi = ReturnType<typeof createAccountApi>;
