import { Trans } from '@lingui/react/macro';
import { useLocalizePath } from '../../i18n/use-locale.ts';
import { Link } from '../../ui/Link.tsx';
import { LoginForm } from './LoginForm.tsx';

export default function LoginPage() {
  const localize = useLocalizePath();
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
