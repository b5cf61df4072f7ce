// /demo/cancel?token=…: the link in a demo confirmation. Opening it cancels nothing
// (mail scanners open links too); the visitor confirms with a button, then the slot is free again
// and a calendar cancellation is on its way. A link used before, or altered, says so.
import { useEffect, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation } from 'react-router';
import { useLocalizePath } from '../../i18n/use-locale.ts';
import { useApi } from '../../lib/api-context.ts';
import { useFormSubmit } from '../../ui/use-form-submit.ts';
import { Button } from '../../ui/Button.tsx';
import { Form } from '../../ui/Form.tsx';
import { Link } from '../../ui/Link.tsx';
import '../../styles/account-forms.css';
import './demo.css';
import { dateTimeFormat } from '../../lib/format.ts';

export default function DemoCancelPage() {
  const { i18n } = useLingui();
  const api = useApi();
  const localize = useLocalizePath();
  const token = new URLSearchParams(useLocation().search).get('token') ?? '';
  const [cancelled, setCancelled] = useState<{ start: string; end: string }>();
  const done = useRef<HTMLHeadingElement>(null);

  const {
    pending,
    onSubmit,
    formError: refusal,
  } = useFormSubmit({
    async send() {
      setCancelled(
        await api.request<{ start: string; end: string }>('/api/demo/bookings/cancel', {
          method: 'POST',
          anonymous: true,
          body: { token },
        }),
      );
    },
    refused: (failure) => (failure.status === 404 ? 'form' : 'toast'),
  });

  useEffect(() => {
    if (cancelled) done.current?.focus();
  }, [cancelled]);

  const bookAgain = (
    <Link href={localize('/demo')}>
      <Trans>Book another slot</Trans>
    </Link>
  );

  return (
    <section className="page page--form demo" aria-labelledby="demo-cancel-title">
      <h1 id="demo-cancel-title">
        <Trans>Cancel a demo</Trans>
      </h1>
      {cancelled ? (
        <div role="status" className="account-status" data-testid="demo-cancelled">
          <h2 ref={done} tabIndex={-1}>
            <Trans>Your demo is cancelled</Trans>
          </h2>
          <p>
            <Trans>
              The demo on{' '}
              {dateTimeFormat(i18n.locale, { dateStyle: 'full', timeStyle: 'short' }).formatRange(
                new Date(cancelled.start),
                new Date(cancelled.end),
              )}{' '}
              is cancelled. We have sent you a cancellation for your calendar.
            </Trans>
          </p>
          <p>{bookAgain}</p>
        </div>
      ) : (
        <Form onSubmit={onSubmit} className="account-form">
          <p>
            <Trans>Do you want to cancel your online demo? The slot will be free for others again.</Trans>
          </p>
          {refusal && (
            <p role="alert" className="demo__taken">
              {refusal}
            </p>
          )}
          <Button type="submit" isPending={pending} isDisabled={!token} className="form__submit">
            <Trans>Cancel the demo</Trans>
          </Button>
          <p>{bookAgain}</p>
        </Form>
      )}
    </section>
  );
}
