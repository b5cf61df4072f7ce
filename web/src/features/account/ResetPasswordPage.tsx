// /reset-password?token=…: a new password, twice. An expired or used link answers 'request
// another email', with the way to do that right there.
import { useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { useLocation } from 'react-router';
import { newPasswordErrors } from '@poct/schemas';
import { useLocale, useLocalizePath } from '../../i18n/use-locale.ts';
import { useFormSubmit } from '../../ui/use-form-submit.ts';
import { useAccountApi } from '../../session/use-account-api.ts';
import { Button } from '../../ui/Button.tsx';
import { Form } from '../../ui/Form.tsx';
import { Link } from '../../ui/Link.tsx';
import { NewPasswordFields } from './NewPasswordFields.tsx';
import { messagesByField } from '../../ui/form-values.ts';
import '../../styles/account-forms.css';

export default function ResetPasswordPage() {
  const locale = useLocale();
  const localize = useLocalizePath();
  const token = new URLSearchParams(useLocation().search).get('token') ?? '';
  const api = useAccountApi();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [done, setDone] = useState(false);
  const {
    errors,
    formError: linkError,
    pending,
    onSubmit,
  } = useFormSubmit({
    check: () => messagesByField(newPasswordErrors(password, confirm), locale),
    async send() {
      await api.resetPassword({ token, password, password_confirm: confirm });
      setDone(true);
    },
    // A refused link (used, expired) is said above the form, not as a toast.
    refused: (failure, fields) =>
      failure.status !== 400 || Object.keys(fields).length > 0 ? 'toast' : 'form',
  });

  return (
    <section className="page page--form">
      <h1>
        <Trans>Reset password</Trans>
      </h1>
      {done ? (
        <div role="status">
          <p className="account-status" data-testid="password-reset-done">
            <Trans>Your password has been changed. You can log in with it now.</Trans>
          </p>
          <p>
            <Link href={localize('/login')} variant="button">
              <Trans>Log in</Trans>
            </Link>
          </p>
        </div>
      ) : linkError ? (
        <div>
          <p role="alert" className="account-status account-status--error">
            {linkError}
          </p>
          <p>
            <Link href={localize('/forgot-password')}>
              <Trans>Request another email</Trans>
            </Link>
          </p>
        </div>
      ) : (
        <Form validationBehavior="aria" onSubmit={onSubmit} className="account-form">
          <NewPasswordFields
            value={{ password, confirm, setPassword, setConfirm }}
            errors={errors}
            autoFocus
          />
          <Button type="submit" isPending={pending} className="form__submit">
            <Trans>Save new password</Trans>
          </Button>
        </Form>
      )}
    </section>
  );
}
