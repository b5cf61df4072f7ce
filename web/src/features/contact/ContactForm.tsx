// The contact form, on the contact page and wherever a page asks for a message to staff (the
// accessibility statement's feedback): the same fields, rules, spam measures and thanks. A page
// may fix the subject; the visitor can still change it.
import { useEffect, useRef, type ReactNode } from 'react';
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

export function ContactForm({ intro, subject = '' }: { intro: ReactNode; subject?: string }) {
  const { t } = useLingui();
  const locale = useLocale();
  const { values, set, errors, failure, pending, sent, onSubmit, startOver } = useContactForm(
    locale,
    subject,
  );
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

  if (sent)
    return (
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
    );
  return (
    <>
      <p>{intro}</p>
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
                Your message could not be sent: the server cannot be reached. What you wrote is still here;
                please try again.
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
  );
}
