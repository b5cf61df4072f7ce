// Asks for another confirmation link. The answer is the same whether or not the address has an
// unconfirmed account, so the page never tells who is registered.
import { Trans, useLingui } from '@lingui/react/macro';
import { useEmailSubmit } from '../../ui/use-form-submit.ts';
import { useAccountApi } from '../../session/use-account-api.ts';
import { Button } from '../../ui/Button.tsx';
import { Form } from '../../ui/Form.tsx';
import { TextField } from '../../ui/TextField.tsx';

export function ResendConfirmation({ initialEmail = '' }: { initialEmail?: string }) {
  const { t } = useLingui();
  const api = useAccountApi();
  const { sent, pending, onSubmit, field } = useEmailSubmit(initialEmail, (address) =>
    api.resendConfirmation(address),
  );

  return (
    <Form validationBehavior="aria" onSubmit={onSubmit} className="account-form">
      <TextField label={t`Email`} {...field} />
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
