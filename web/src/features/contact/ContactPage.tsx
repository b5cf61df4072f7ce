// /contact: a public contact form in German and English. The form checks the shared
// rules first (focus on the first field at fault), shows the server's refusals beside their
// fields, keeps what was typed when the network fails, and thanks the visitor once sent. Spam
// measures live on the server; the page only carries them (the honeypot and the time trap).
import { useEffect, useRef } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocale } from '../../i18n/use-locale.ts';
import { Button } from '../../ui/Button.tsx';
import { Form } from '../../ui/Form.tsx';
import { fieldBinding } from '../../ui/form-values.ts';
import { TextField } from '../../ui/TextField.tsx';
import { useContactForm, type ContactValues } from './use-contact-form.ts';
import { ConsentAndHoneypot } from './ConsentAndHoneypot.tsx';
import '../../styles/account-forms.css';
import './contact.css';

type TextKey = Exclude<keyof ContactValues, 'privacy_consent' | 'website'>;

export default function ContactPage() {
  const { t } = useLingui();
  const locale = useLocale();
  const { values, set, errors, failure, pending, sent, onSubmit, startOver } = useContactForm(locale);
  const thanks = useRef<HTMLHeadingElement>(null);

  // The thank-you heading takes focus once it is on the page (a frame after the answer may come
  // before React has drawn it).
  useEffect(() => {
    if (sent) thanks.current?.focus();
  }, [sent]);

  const bind = fieldBinding(values, set, errors);
  const text = (name: TextKey, label: string, extra: Record<string, unknown> = {}) => (
    <TextField {...bind(name)} label={label} {...extra} />
  );

  return (
    <section className="page page--form contact" aria-labelledby="contact-title">
      <h1 id="contact-title">
        <Trans>Contact</Trans>
      </h1>
      {sent ? (
        <div role="status" className="account-status" data-testid="contact-sent">
          <h2 ref={thanks} tabIndex={-1}>
            <Trans>Thank you for your message</Trans>
          </h2>
          <p>
            <Trans>
              We have received it and will reply to the email address you gave. You will also get a short
              confirmation by email.
            </Trans>
          </p>
          <Button variant="secondary" onPress={startOver}>
            <Trans>Write another message</Trans>
          </Button>
        </div>
      ) : (
        <>
          <p>
            <Trans>
              Questions about the platform, premium access or a product? Write to us and we will answer by
              email. Fields marked as required must be filled in.
            </Trans>
          </p>
          <Form validationBehavior="aria" onSubmit={onSubmit} className="account-form">
            <div className="account-form__row">
              {text('name', t`Name`, { autoComplete: 'name', isRequired: true })}
              {text('email', t`Email`, { type: 'email', autoComplete: 'email', isRequired: true })}
            </div>
            {text('organisation', t`Organisation`, { autoComplete: 'organization' })}
            {text('subject', t`Subject`, { isRequired: true })}
            {text('message', t`Message`, { multiline: true, isRequired: true })}
            <ConsentAndHoneypot form="contact" values={values} set={set} error={errors.privacy_consent} />
            {failure && (
              <p role="alert" className="contact__failure">
                {failure.kind === 'network' ? (
                  <Trans>
                    Your message could not be sent: the server cannot be reached. What you wrote is still
                    here; please try again.
                  </Trans>
                ) : (
                  failure.text
                )}
              </p>
            )}
            <Button type="submit" isPending={pending} className="form__submit">
              <Trans>Send message</Trans>
            </Button>
          </Form>
        </>
      )}
    </section>
  );
}
