// /verify-email?token=…: confirms the address once (a used link fails, so the result of the one
// request is kept per token, also across React's double effects), then shows the waiting state
// (healthcare professionals: staff check within 24 hours) or the thank-you of commercial users.
// On failure: 'the link may have expired' and a form for another link. Without a token nothing is
// asked (the address was cut short: say so and offer a new link); a link used before answers 409,
// shown as "already confirmed" with the way to log in.
import { Plural, Trans } from '@lingui/react/macro';
import { useLocation } from 'react-router';
import { message } from '@poct/schemas';
import { useLocale, useLocalizePath } from '../../i18n/use-locale.ts';
import { isApiError } from '../../lib/api-errors.ts';
import { errorText } from '../../lib/server-error.ts';
import { useLoad } from '../../lib/use-load.ts';
import type { VerifiedEmail } from '../../session/account-api.ts';
import { useAccountApi } from '../../session/use-account-api.ts';
import { Link } from '../../ui/Link.tsx';
import { ResendConfirmation } from './ResendConfirmation.tsx';
import '../../styles/account-forms.css';

const attempts = new Map<string, Promise<VerifiedEmail>>();

// The one request's outcome; its text is said in the page's language when shown.
type Outcome = { state: 'done'; verified: VerifiedEmail } | { state: 'already' | 'failed'; error: unknown };

type Result =
  | { state: 'pending' }
  | { state: 'done'; verified: VerifiedEmail }
  | { state: 'already'; text: string }
  | { state: 'failed'; text: string };

export default function VerifyEmailPage() {
  const token = new URLSearchParams(useLocation().search).get('token') ?? '';
  const api = useAccountApi();
  const locale = useLocale();
  const localize = useLocalizePath();
  const { loaded } = useLoad<Outcome>(token === '' ? null : `verify-email\n${token}`, () => {
    if (!attempts.has(token)) attempts.set(token, api.verifyEmail(token));
    return attempts.get(token)!.then(
      (verified): Outcome => ({ state: 'done', verified }),
      (error: unknown): Outcome => ({ state: isApiError(error, 409) ? 'already' : 'failed', error }),
    );
  });
  const outcome = loaded.state === 'loaded' ? loaded.value : null;
  const result: Result =
    outcome === null || outcome.state === 'done'
      ? (outcome ?? { state: 'pending' })
      : {
          state: outcome.state,
          text:
            isApiError(outcome.error) && outcome.error.statusCode < 500
              ? errorText(outcome.error, locale)
              : message('error.verify_failed', locale),
        };

  return (
    <section className="page page--form">
      <h1>
        <Trans>Email verification</Trans>
      </h1>
      <div role="status" aria-live="polite">
        {result.state === 'already' && (
          <>
            <p className="account-status" data-testid="email-already-confirmed">
              {result.text}
            </p>
            <p>
              <Link href={localize('/login')}>
                <Trans>Log in</Trans>
              </Link>
            </p>
          </>
        )}
        {token !== '' && result.state === 'pending' && (
          <p>
            <Trans>Confirming your email address…</Trans>
          </p>
        )}
        {result.state === 'done' && <Confirmed verified={result.verified} welcome={localize('/welcome')} />}
      </div>
      {(token === '' || result.state === 'failed') && (
        <>
          <p role="alert" className="account-status account-status--error">
            {result.state === 'failed' ? (
              result.text
            ) : (
              <Trans>
                This address has no confirmation code. Open the link from your email in full, or request a new
                link.
              </Trans>
            )}
          </p>
          <p>
            <Trans>Enter your email address and we will send you a new link.</Trans>
          </p>
          <ResendConfirmation />
        </>
      )}
    </section>
  );
}

function Confirmed({ verified, welcome }: { verified: VerifiedEmail; welcome: string }) {
  const hours = verified.max_hours;
  return (
    <>
      <p className="account-status" data-testid="email-confirmed">
        <Trans>Your email address is confirmed.</Trans>
      </p>
      {verified.user_type === 'commercial' ? (
        <p>
          <Trans>
            Thank you! Our team will contact you shortly about premium access and prices for commercial users.
          </Trans>
        </p>
      ) : verified.verification_status === 'verified' ? (
        <p>
          <Trans>You are verified already: premium access is ready.</Trans>
        </p>
      ) : (
        <p data-testid="verification-waiting">
          <Trans>
            We are now checking your details as a healthcare professional. This takes from a few minutes up to{' '}
            <Plural value={hours} one="# hour" other="# hours" />; we will send you an email as soon as your
            premium access is ready.
          </Trans>
        </p>
      )}
      <p>
        <Link href={welcome} variant="button">
          <Trans>Continue</Trans>
        </Link>
      </p>
    </>
  );
}
