// "Report" under a review: a reason in a dialog, sent once; staff then see the review in their
// queue (sync-server/src/moderation/). A second report of the same review is refused by the server.
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Review } from '@poct/schemas';
import { useApi } from '../../lib/api-context.ts';
import { useRequiredTextSubmit } from '../../ui/use-form-submit.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { Form } from '../../ui/Form.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { createReviewsApi } from './reviews-api.ts';

export function ReportReview({ review }: { review: Review }) {
  const { t } = useLingui();
  const api = useApi();
  const [open, setOpen] = useState(false);
  const report = useRequiredTextSubmit('reason', '', async (text) => {
    await createReviewsApi(api).report(review.id, text);
    setOpen(false);
  });
  if (report.sent)
    return (
      <p className="review__reported" role="status">
        <Trans>Thank you. Our staff will look at this review.</Trans>
      </p>
    );
  return (
    <>
      <Button variant="quiet" onPress={() => setOpen(true)} className="review__report">
        <Trans>Report</Trans>
      </Button>
      <Dialog title={t`Report this review`} isOpen={open} onOpenChange={setOpen}>
        <Form validationBehavior="aria" onSubmit={report.onSubmit}>
          <TextField
            label={t`Why should our staff look at this review?`}
            name="reason"
            value={report.value}
            onChange={report.setValue}
            isRequired
            isInvalid={!!report.error}
            errorMessage={report.error}
          />
          <Button type="submit" isPending={report.pending}>
            <Trans>Send report</Trans>
          </Button>
        </Form>
      </Dialog>
    </>
  );
}
