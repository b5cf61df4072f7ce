// Asks for another confirmation link. The answer is the same whether or not the address has an
// unconfirmed account, so the page never tells who is registered.
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { message } from '@poct/schemas';
import { useLocale } from '../../i18n/use-locale.ts';
import { useFormSubmit } from '../../session/use-form-submit.ts';
import { useAccountApi } from '../../session/use-account-api.ts';
import { Button } from '../../ui/Button.tsx';
import { Form } from '../../ui/Form.tsx';
import { TextField } from '../../ui/TextField.tsx';

export function ResendConfirmation({ initialEmail = '' }: { initialEmail?: string }) {
  const { t } = useLingui();
  const locale = useLocale();
  const api = useAccountApi();
  const [email, setEmail] = useState(initialEmail);
  const [sent, setSent] = useState(false);

  const { errors, pending, onSubmit } = useFormSubmit({
    check: (): Record<string, string> =>
      email.trim() === '' ? { email: message('validation.required', locale) } : {},
    async send() {
      await api.resendConfirmation(email.trim());
      setSent(true);
    },
  });
  const error = errors.email;

  return (
    <Form validationBehavior="aria" onSubmit={onSubmit} className="account-form">
      <TextField
        name="email"
        type="email"
        label={t`Email`}
        value={email}
        onChange={setEmail}
        isInvalid={!!error}
        errorMessage={error}
        autoComplete="email"
      />
      <Button type="submit" variant="secondary" isPending={pending} className="form__submit">
        <Trans>Send another confirmation link</Trans>
      </Button>
      <div role="status">
        {sent && (
          <p className="account-status">
            <Trans>
              If this address belongs to an account that is not yet confirmed, a new link is on its way.
            </Trans>
          </p>
        )}
      </div>
    </Form>
  );
}
