// The way to premium for whoever is reading: a guest registers (premium is free for verified
// healthcare professionals); a signed-in healthcare professional goes to the plans (checkout)
// and, unless already asked or decided, to the verification request on the profile; a
// commercial user gets the staff contact path, as the plans do for them (BuyPlan.tsx). Never
// `/register` for a signed-in user: that page is for guests only and sends them to /ds.
import { Trans } from '@lingui/react/macro';
import { useLocalizePath } from '../../i18n/use-locale.ts';
import { useSession } from '../../session/use-session.ts';
import { Link } from '../../ui/Link.tsx';

export function PremiumPath() {
  const { user } = useSession();
  const localize = useLocalizePath();
  if (!user) {
    return (
      <Link href={localize('/register')} variant="button">
        <Trans>Get premium access</Trans>
      </Link>
    );
  }
  if (user.user_type === 'commercial') {
    return (
      <Link href={localize('/contact')} variant="button">
        <Trans>Contact us about premium access</Trans>
      </Link>
    );
  }
  const mayRequest = user.verification_status === 'not_verified' || user.verification_status === 'rejected';
  return (
    <>
      <Link href={localize('/pricing')} variant="button">
        <Trans>Get premium access</Trans>
      </Link>
      {mayRequest && (
        <Link href={localize('/ds/profile#verification-request')}>
          <Trans>Request verification as a healthcare professional</Trans>
        </Link>
      )}
    </>
  );
}
