// The new password and its repetition, as the change and reset password forms ask for them.
import { useLingui } from '@lingui/react/macro';
import { TextField } from '../../ui/TextField.tsx';

export interface NewPassword {
  password: string;
  confirm: string;
  setPassword(value: string): void;
  setConfirm(value: string): void;
}

export function NewPasswordFields({
  value,
  errors,
  autoFocus,
}: {
  value: NewPassword;
  errors: Record<string, string>;
  autoFocus?: boolean;
}) {
  const { t } = useLingui();
  return (
    <>
      <TextField
        name="password"
        type="password"
        label={t`New password`}
        description={t`At least 8 characters`}
        value={value.password}
        onChange={value.setPassword}
        isInvalid={!!errors.password}
        errorMessage={errors.password}
        autoComplete="new-password"
        autoFocus={autoFocus}
      />
      <TextField
        name="password_confirm"
        type="password"
        label={t`Repeat new password`}
        value={value.confirm}
        onChange={value.setConfirm}
        isInvalid={!!errors.password_confirm}
        errorMessage={errors.password_confirm}
        autoComplete="new-password"
      />
    </>
  );
}
