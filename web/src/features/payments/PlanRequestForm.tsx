// A request to staff: for a plan sold on request (annual access by invoice), or a commercial
// user's request to be contacted about access and prices. Staff get it by mail.
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useApi } from '../../lib/api-context.ts';
import { Button } from '../../ui/Button.tsx';
import { Form } from '../../ui/Form.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { sendPlanRequest } from './payments-api.ts';

export function PlanRequestForm({ planId, label }: { planId?: string; label: string }) {
  const { t } = useLingui();
  const api = useApi();
  const [message, setMessage] = useState('');
  const [state, setState] = useState<
    { status: 'idle' | 'sending' | 'sent' } | { status: 'failed'; text: string }
  >({
    status: 'idle',
  });
  if (state.status === 'sent') {
    return (
      <p className="notice" role="status" data-testid="plan-request-sent">
        <Trans>Thank you. Our staff will get in touch with you by email.</Trans>
      </p>
    );
  }
  return (
    <Form
      className="plan-request"
      onSubmit={(event) => {
        event.preventDefault();
        setState({ status: 'sending' });
        sendPlanRequest(api, planId, message)
          .then(() => setState({ status: 'sent' }))
          .catch((error: unknown) =>
            setState({ status: 'failed', text: error instanceof Error ? error.message : String(error) }),
          );
      }}
    >
      <TextField
        label={t`Your message (optional)`}
        multiline
        value={message}
        onChange={setMessage}
        maxLength={2000}
      />
      {state.status === 'failed' && (
        <p className="field__error" role="alert">
          {state.text}
        </p>
      )}
      <Button type="submit" isDisabled={state.status === 'sending'}>
        {label}
      </Button>
    </Form>
  );
}
