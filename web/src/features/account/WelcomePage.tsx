// The welcome page after registration: what the account gives now, what premium adds, and where
// to go next. Signed in, it shows the verification state of the account.
import { ChosenPlanLink } from '../payments/index.ts';
import { Trans } from '@lingui/react/macro';
import { useLocalizePath } from '../../i18n/use-locale.ts';
import { useSession } from '../../session/use-session.ts';
import { Link } from '../../ui/Link.tsx';
import { VerificationState } from './VerificationState.tsx';
import '../../styles/account-forms.css';

export default function WelcomePage() {
  const { user } = useSession();
  const localize = useLocalizePath();
  return (
    <section className="page">
      <h1>
        <Trans>Welcome to POCT Atlas</Trans>
      </h1>
      <p>
        <Trans>
          With your account you can search the catalogue of point-of-care devices right away. Verified
          healthcare professionals get premium access free of charge: filters, product details, publications,
          comparison reports and quote requests, also offline.
        </Trans>
      </p>
      {user && <VerificationState user={user} />}
      <ChosenPlanLink />
      <ul className="page__links">
        <li>
          <Link href={localize('/search')}>
            <Trans>Search the catalogue</Trans>
          </Link>
        </li>
        {user ? (
          <li>
            <Link href={localize('/ds/profile')}>
              <Trans>Your profile</Trans>
            </Link>
          </li>
        ) : (
          <li>
            <Link href={localize('/login')}>
              <Trans>Log in</Trans>
            </Link>
          </li>
        )}
      </ul>
    </section>
  );
}
