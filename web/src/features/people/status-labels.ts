// The verification statuses (requested, not verified, verified, rejected) in the page's language.
import { useLingui } from '@lingui/react/macro';
import type { VerificationStatus } from '@poct/schemas';

export function useStatusLabels(): Record<VerificationStatus, string> {
  const { t } = useLingui();
  return {
    requested: t`Verification requested`,
    not_verified: t`Not verified`,
    verified: t`Verified`,
    rejected: t`Rejected`,
  };
}
