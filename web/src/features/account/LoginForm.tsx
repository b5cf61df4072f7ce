// Email and password, sent to the session. Field checks run in the browser first ('This field
// is required'); the server's refusal (the form kit's, ui/use-form-submit.ts) is announced as an alert.
// On success the guest guard moves on to the return path or the workspace (app/RouteView.tsx).
import { Trans, useLingui } from '@lingui/react/macro';
import { useSession } from '../../session/use-session.ts';
import { Button } from '../../ui/Button.tsx';
import { Form } from '../../ui/Form.tsx';
import { FormAlert } from '../../ui/FormAlert.tsx';
import { useFormSubmit } from '../../ui/use-form-submit.ts';
import { TextField } from '../../ui/TextField.tsx';

export function LoginForm({ labelledBy }: { labelledBy?: string }) {
  const { t } = useLingui();
  const { login } = useSession();
  const { formError, pending, onSubmit } = useFormSubmit({
    async send(data) {
      await login(String(data?.get('email')), String(data?.get('password')));
    },
    // A refused login (wrong password, unknown address) is announced above the form.
    refused: () => 'form',
  });

  return (
    <Form onSubmit={onSubmit} aria-labelledby={labelledBy}>
      <FormAlert text={formError} />
      <TextField name="email" type="email" label={t`Email`} autoComplete="username" isRequired autoFocus />
      <TextField
        name="password"
        type="password"
        label={t`Password`}
        autoComplete="current-password"
        isRequired
      />
      <Button type="submit" isPending={pending} className="form__submit">
        <Trans>Log in</Trans>
      </Button>
    </Form>
  );
}
