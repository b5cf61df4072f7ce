// A request to staff: for a plan sold on request (annual access by invoice), or a commercial
// user's request to be contacted about access and prices. Staff get it by mail.
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useApi } from '../../lib/api-context.ts';
import { Button } from '../../ui/Button.tsx';
import { Form } from '../../ui/Form.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { useFormSubmit } from '../../ui/use-form-submit.ts';
import { sendPlanRequest } from './payments-api.ts';

export function PlanRequestForm({ planId, label }: { planId?: string; label: string }) {
  const { t } = useLingui();
  const api = useApi();
  const [message, setMessage] = useState('');
  const [sent, setSent] = useState(false);
  const { formError, pending, onSubmit } = useFormSubmit({
    async send() {
      await sendPlanRequest(api, planId, message);
      setSent(true);
    },
    refused: () => 'form',
  });
  if (sent) {
    return (
      <p className="notice" role="status" data-testid="plan-request-sent">
        <Trans>Thank you. Our staff will get in touch with you by email.</Trans>
      </p>
    );
  }
  return (
    <Form className="plan-request" onSubmit={onSubmit}>
      <TextField
        label={t`Your message (optional)`}
        multiline
        value={message}
        onChange={setMessage}
        maxLength={2000}
      />
      {formError && (
        <p className="field__error" role="alert">
          {formError}
        </p>
      )}
      <Button type="submit" isDisabled={pending}>
        {label}
      </Button>
    </Form>
  );
}
