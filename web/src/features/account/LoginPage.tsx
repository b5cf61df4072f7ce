import { useEffect } from 'react';
import { Trans } from '@lingui/react/macro';
import { useLocalizePath } from '../../i18n/use-locale.ts';
import { Link } from '../../ui/Link.tsx';
import { preloadSyncEngine } from '../../sync/sync-controller.ts';
import { LoginForm } from './LoginForm.tsx';

export default function LoginPage() {
  const localize = useLocalizePath();
  // A sign-in from here starts the first sync: its code comes while the user types.
  useEffect(preloadSyncEngine, []);
  return (
    <section className="page page--form">
      <h1 id="login-title">
        <Trans>Log in</Trans>
      </h1>
      <LoginForm labelledBy="login-title" />
      <ul className="page__links">
        <li>
          <Link href={localize('/forgot-password')}>
            <Trans>Forgot your password?</Trans>
          </Link>
        </li>
        <li>
          <Trans>
            No account yet? <Link href={localize('/register')}>Register</Link>
          </Trans>
        </li>
      </ul>
    </section>
  );
}
