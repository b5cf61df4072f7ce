// "Delete account" on the profile, with the password: the server closes the account at once and
// ends every session (other devices are signed out and wipe their copy on their next contact);
// this device signs out and wipes its copy now. Signing in again before the erasure keeps it.
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { message } from '@poct/schemas';
import { useLocale } from '../../i18n/use-locale.ts';
import { formatLongDate } from '../../lib/format.ts';
import { useAccountApi } from '../../session/use-account-api.ts';
import { useSignOut } from '../../session/use-sign-out.ts';
import { Button } from '../../ui/Button.tsx';
import { Form } from '../../ui/Form.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { showToast } from '../../ui/toast-queue.ts';
import { useFormSubmit } from '../../ui/use-form-submit.ts';

export function DeleteAccountForm() {
  const { t } = useLingui();
  const locale = useLocale();
  const api = useAccountApi();
  const signOut = useSignOut();
  const [password, setPassword] = useState('');
  const { errors, pending, onSubmit } = useFormSubmit({
    check: (): Record<string, string> =>
      password === '' ? { password: message('validation.required', locale) } : {},
    async send() {
      const { erase_after } = await api.closeAccount(password);
      const day = formatLongDate(erase_after, locale);
      showToast({
        severity: 'success',
        detail: 'error.fatal',
        text: t`Your account is closed and signed out everywhere. It will be deleted on ${day}; sign in before then to keep it.`,
        life: 0,
      });
      signOut();
    },
  });

  return (
    <Form
      validationBehavior="aria"
      onSubmit={onSubmit}
      className="account-form"
      aria-labelledby="delete-account"
    >
      <h2 id="delete-account">
        <Trans>Delete account</Trans>
      </h2>
      <p>
        <Trans>
          Your account is closed at once and signed out on every device. After the waiting period it is
          deleted with your favourites and drafts; signing in again before then keeps it. Your published
          reviews and forum posts stay as “former member”, without your name, company or workplace; orders
          keep what tax law requires for ten years.
        </Trans>
      </p>
      <TextField
        name="password"
        type="password"
        label={t`Password`}
        value={password}
        onChange={setPassword}
        isInvalid={!!errors.password}
        errorMessage={errors.password}
        autoComplete="current-password"
      />
      <Button type="submit" isPending={pending} className="form__submit">
        <Trans>Delete account</Trans>
      </Button>
    </Form>
  );
}
