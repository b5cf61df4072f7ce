// Email and password, sent to the session. Field checks run in the browser first ('This field
// is required'); the server's answer (already in the page's language) is announced as an alert.
// On success the guest guard moves on to the return path or the workspace (app/RouteView.tsx).
import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { isApiError, isUnreachable } from '../../lib/api-errors.ts';
import { useSession } from '../../session/use-session.ts';
import { Button } from '../../ui/Button.tsx';
import { Form } from '../../ui/Form.tsx';
import { TextField } from '../../ui/TextField.tsx';

export function LoginForm({ labelledBy }: { labelledBy?: string }) {
  const { t } = useLingui();
  const { login } = useSession();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setPending(true);
    setError(null);
    try {
      await login(String(data.get('email')), String(data.get('password')));
    } catch (failure) {
      if (isUnreachable(failure))
        setError(t`The server cannot be reached. Check your connection and try again.`);
      else if (isApiError(failure) && failure.message) setError(failure.message);
      else setError(t`Login failed. Please try again.`);
    } finally {
      setPending(false);
    }
  }

  return (
    <Form onSubmit={(event) => void submit(event)} aria-labelledby={labelledBy}>
      <div role="alert" className="form__alert">
        {error && <p className="form__error">{error}</p>}
      </div>
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
