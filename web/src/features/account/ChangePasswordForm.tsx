// Change password: the current one ('Incorrect current password' when wrong) and the new one twice.
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { message, newPasswordErrors } from '@poct/schemas';
import { useLocale } from '../../i18n/use-locale.ts';
import { useAccountApi } from '../../session/use-account-api.ts';
import { useFormSubmit } from '../../ui/use-form-submit.ts';
import { Button } from '../../ui/Button.tsx';
import { Form } from '../../ui/Form.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { NewPasswordFields } from './NewPasswordFields.tsx';
import { messagesByField } from '../../ui/form-values.ts';

export function ChangePasswordForm() {
  const { t } = useLingui();
  const locale = useLocale();
  const api = useAccountApi();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [done, setDone] = useState(false);
  const { errors, pending, onSubmit } = useFormSubmit({
    check() {
      setDone(false);
      const found = messagesByField(newPasswordErrors(password, confirm), locale);
      if (current === '') found.current_password = message('validation.required', locale);
      return found;
    },
    async send() {
      await api.changePassword({ current_password: current, password, password_confirm: confirm });
      setDone(true);
      setCurrent('');
      setPassword('');
      setConfirm('');
    },
  });

  return (
    <Form
      validationBehavior="aria"
      onSubmit={onSubmit}
      className="account-form"
      aria-labelledby="change-password"
    >
      <h2 id="change-password">
        <Trans>Change password</Trans>
      </h2>
      <TextField
        name="current_password"
        type="password"
        label={t`Current password`}
        value={current}
        onChange={setCurrent}
        isInvalid={!!errors.current_password}
        errorMessage={errors.current_password}
        autoComplete="current-password"
      />
      <div className="account-form__row">
        <NewPasswordFields value={{ password, confirm, setPassword, setConfirm }} errors={errors} />
      </div>
      <Button type="submit" isPending={pending} className="form__submit">
        <Trans>Change password</Trans>
      </Button>
      <div role="status">
        {done && (
          <p className="account-status">
            <Trans>Your password has been changed.</Trans>
          </p>
        )}
      </div>
    </Form>
  );
}
