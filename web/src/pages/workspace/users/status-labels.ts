// The verification statuses of spec section 4 in the page's language.
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
