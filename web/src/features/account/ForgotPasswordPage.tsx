// /forgot-password: asks for a reset link. The answer is the same for every address, so the
// page never says whether an account exists (docs/adr/0005-no-account-enumeration.md: why 'Email not
// found' is not shown here).
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocalizePath } from '../../i18n/use-locale.ts';
import { useEmailSubmit } from '../../ui/use-form-submit.ts';
import { useAccountApi } from '../../session/use-account-api.ts';
import { Button } from '../../ui/Button.tsx';
import { Form } from '../../ui/Form.tsx';
import { Link } from '../../ui/Link.tsx';
import { TextField } from '../../ui/TextField.tsx';
import '../../styles/account-forms.css';

export default function ForgotPasswordPage() {
  const { t } = useLingui();
  const localize = useLocalizePath();
  const api = useAccountApi();
  const { sent, pending, onSubmit, field } = useEmailSubmit('', (address) => api.forgotPassword(address));
  const email = field.value;

  return (
    <section className="page page--form">
      <h1>
        <Trans>Forgot password</Trans>
      </h1>
      {sent ? (
        <p role="status" className="account-status" data-testid="reset-sent">
          <Trans>
            If an account exists for {email}, we have sent it a link to choose a new password. The link works
            once and expires after a while.
          </Trans>
        </p>
      ) : (
        <>
          <p>
            <Trans>
              Enter the email address of your account and we will send you a link to choose a new password.
            </Trans>
          </p>
          <Form validationBehavior="aria" onSubmit={onSubmit} className="account-form">
            <TextField label={t`Email`} {...field} autoFocus />
            <Button type="submit" isPending={pending} className="form__submit">
              <Trans>Send link</Trans>
            </Button>
          </Form>
        </>
      )}
      <p>
        <Link href={localize('/login')}>
          <Trans>Back to log in</Trans>
        </Link>
      </p>
    </section>
  );
}
