// The account's premium access (with its end date) and where its verification stands.
import { Trans } from '@lingui/react/macro';
import { useLocale } from '../../i18n/use-locale.ts';
import type { SessionUser } from '../../session/types.ts';
import { formatLongDate } from '../../lib/format.ts';
import { PremiumPath } from '../payments/index.ts';

const formatDate = formatLongDate;

export function VerificationState({ user }: { user: SessionUser }) {
  const locale = useLocale();
  const until = user.premium_until ?? user.premium_trial_until;
  const date = until ? formatDate(until, locale) : '';
  return (
    <div className="account-status" data-testid="premium-status" data-premium={user.premium ? 'yes' : 'no'}>
      <p>
        {user.premium ? (
          until ? (
            <Trans>Premium access until {date}.</Trans>
          ) : (
            <Trans>Premium access without end date.</Trans>
          )
        ) : (
          <Trans>Free account: search with a preview of two results.</Trans>
        )}
      </p>
      {user.user_type === 'commercial' ? (
        <CommercialAccess premium={user.premium} />
      ) : (
        <HcpVerification user={user} />
      )}
    </div>
  );
}

/** A commercial user is never verified as a professional: staff arrange premium personally. */
function CommercialAccess({ premium }: { premium: boolean }) {
  return (
    <p data-testid="commercial-access">
      <Trans>For commercial users our staff arrange premium access and prices personally.</Trans>{' '}
      {!premium && <PremiumPath />}
    </p>
  );
}

function HcpVerification({ user }: { user: SessionUser }) {
  return (
    <p data-testid="verification-status" data-status={user.verification_status}>
      {user.verification_status === 'verified' && (
        <Trans>You are verified as a healthcare professional.</Trans>
      )}
      {user.verification_status === 'requested' && (
        <Trans>Your verification is being checked; this takes up to 24 hours.</Trans>
      )}
      {user.verification_status === 'rejected' && (
        <Trans>
          Unfortunately, we could not verify your data. You can ask again below with your doctor ID or a work
          email address.
        </Trans>
      )}
      {user.verification_status === 'not_verified' &&
        (user.email_verified_at ? (
          <Trans>
            Not verified yet. Verified healthcare professionals get premium access free of charge.
          </Trans>
        ) : (
          <Trans>Please confirm your email address with the link we sent you first.</Trans>
        ))}
    </p>
  );
}
