// After registering: check your inbox (with a way to get another link). Commercial users see a
// thank-you: staff will contact them about premium access and prices.
import { ChosenPlanLink } from '../payments/index.ts';
import { Trans } from '@lingui/react/macro';
import { useLocation } from 'react-router';
import { ResendConfirmation } from './ResendConfirmation.tsx';
import '../../styles/account-forms.css';

interface Registered {
  email?: string;
  type?: 'hcp' | 'commercial';
}

export default function RegisterSuccessPage() {
  const state = (useLocation().state ?? {}) as Registered;
  const email = state.email ?? '';
  return (
    <section className="page page--form">
      <h1>
        <Trans>Registration complete</Trans>
      </h1>
      {state.type === 'commercial' && (
        <p className="account-status" data-testid="commercial-thanks">
          <Trans>
            Thank you for your interest! Once you have confirmed your email address, our team will contact you
            about premium access and prices for commercial users.
          </Trans>
        </p>
      )}
      <p>
        {email ? (
          <Trans>
            We have sent a confirmation link to <strong>{email}</strong>. Please open it to confirm your email
            address.
          </Trans>
        ) : (
          <Trans>We have sent you a confirmation link. Please open it to confirm your email address.</Trans>
        )}
      </p>
      {state.type !== 'commercial' && (
        <p>
          <Trans>
            After that we check your details as a healthcare professional; this takes from a few minutes up to
            24 hours. We will write to you as soon as premium access is ready.
          </Trans>
        </p>
      )}
      <ChosenPlanLink />
      <h2>
        <Trans>No email?</Trans>
      </h2>
      <p className="muted">
        <Trans>Check your spam folder, or ask for another link.</Trans>
      </p>
      <ResendConfirmation initialEmail={email} />
    </section>
  );
}
