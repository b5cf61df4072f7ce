// The author's objection to staff's rejection of their review, thread or comment: a button that
// opens a short reason, sent once per decision (POST /api/moderation/:kind/:id/objection); the
// item then waits for staff again. Once objected, only the note stays.
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { REPORT_REASON_MAX_LENGTH, type ModeratedKind } from '@poct/schemas';
import { useApi } from '../../lib/api-context.ts';
import { useRequiredTextSubmit } from '../../ui/use-form-submit.ts';
import { Button } from '../../ui/Button.tsx';
import { Form } from '../../ui/Form.tsx';
import { TextAreaField } from '../../ui/TextAreaField.tsx';

export function ObjectionForm({
  kind,
  id,
  objected,
}: {
  kind: ModeratedKind;
  id: string;
  /** The server holds an objection to this decision already. */
  objected: boolean;
}) {
  const { t } = useLingui();
  const api = useApi();
  const [open, setOpen] = useState(false);
  const objection = useRequiredTextSubmit('reason', '', (text) =>
    api.request(`/api/moderation/${kind}/${encodeURIComponent(id)}/objection`, {
      method: 'POST',
      body: { reason: text },
    }),
  );
  if (objected || objection.sent)
    return (
      <p role="status">
        <Trans>Your objection is with our staff.</Trans>
      </p>
    );
  if (!open)
    return (
      <Button variant="secondary" onPress={() => setOpen(true)}>
        <Trans>Object to this decision</Trans>
      </Button>
    );
  return (
    <Form validationBehavior="aria" onSubmit={objection.onSubmit} aria-label={t`Object to this decision`}>
      <TextAreaField
        label={t`Why should our staff decide again?`}
        name="reason"
        value={objection.value}
        onChange={objection.setValue}
        isRequired
        maxLength={REPORT_REASON_MAX_LENGTH}
        rows={3}
        autoFocus
        isInvalid={!!objection.error}
        errorMessage={() => objection.error ?? ''}
      />
      <Button type="submit" isPending={objection.pending}>
        <Trans>Send objection</Trans>
      </Button>
    </Form>
  );
}
