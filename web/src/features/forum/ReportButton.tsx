// "Report" under a thread or comment: a reason, sent to the staff queue (the moderation core's
// report endpoint). The post stays as it is until staff decide.
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { reportPost } from './forum-api.ts';
import { useApi } from '../../lib/api-context.ts';
import { useFormSubmit } from '../../ui/use-form-submit.ts';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/TextField.tsx';

export function ReportButton({ kind, id }: { kind: 'forum-thread' | 'forum-comment'; id: string }) {
  const { t } = useLingui();
  const api = useApi();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [done, setDone] = useState(false);
  const { errors, pending, onSubmit } = useFormSubmit({
    check: (): Record<string, string> => (reason.trim() ? {} : { reason: t`Please say why.` }),
    async send() {
      await reportPost(api, kind, id, reason.trim());
      setDone(true);
    },
  });
  if (done)
    return (
      <p role="status" className="forum__reported">
        <Trans>Thank you. Our moderators will look at it.</Trans>
      </p>
    );
  if (!open)
    return (
      <Button variant="secondary" onPress={() => setOpen(true)}>
        <Trans>Report</Trans>
      </Button>
    );
  return (
    <form className="forum__report" onSubmit={onSubmit} noValidate>
      <TextField
        label={t`Why should our moderators look at this?`}
        name="reason"
        value={reason}
        onChange={setReason}
        isInvalid={!!errors.reason}
        errorMessage={errors.reason}
        autoFocus
      />
      <Button type="submit" isDisabled={pending}>
        <Trans>Send report</Trans>
      </Button>
      <Button variant="secondary" onPress={() => setOpen(false)}>
        <Trans>Cancel</Trans>
      </Button>
    </form>
  );
}
