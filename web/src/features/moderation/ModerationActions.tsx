// Publish or reject one queued item (POST /api/moderation/:kind/:id/publish|reject). Rejecting
// asks for the reason the author will read and its ground (the law or the terms of use), both
// named in the statement of reasons mailed to the author.
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { message, TOAST_LIFE_MS, type ModerationGround, type ModerationQueueItem } from '@poct/schemas';
import { useLocale } from '../../i18n/use-locale.ts';
import { useApi } from '../../lib/api-context.ts';
import { useApiErrorToast } from '../../session/api-error-toast.ts';
import { useFormSubmit } from '../../ui/use-form-submit.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { Form } from '../../ui/Form.tsx';
import { ChoiceField } from '../../ui/ChoiceField.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { showToast } from '../../ui/toast-queue.ts';

export function ModerationActions({ item, onDecided }: { item: ModerationQueueItem; onDecided(): void }) {
  const { t } = useLingui();
  const locale = useLocale();
  const api = useApi();
  const toast = useApiErrorToast();
  const [publishing, setPublishing] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [ground, setGround] = useState<ModerationGround>('terms');
  const author = item.author.name ?? item.author.id;
  const path = (action: 'publish' | 'reject') =>
    `/api/moderation/${encodeURIComponent(item.kind)}/${encodeURIComponent(item.id)}/${action}`;
  const done = (text: string) => {
    showToast({ severity: 'success', detail: 'error.fatal', text, life: TOAST_LIFE_MS });
    onDecided();
  };

  async function publish() {
    setPublishing(true);
    try {
      await api.request(path('publish'), { method: 'POST' });
      done(t`Published. The author sees the new state.`);
    } catch (error) {
      toast(error);
    } finally {
      setPublishing(false);
    }
  }

  const { errors, pending, onSubmit } = useFormSubmit({
    check: (): Record<string, string> =>
      reason.trim() ? {} : { reason: message('validation.required', locale) },
    async send() {
      await api.request(path('reject'), { method: 'POST', body: { reason: reason.trim(), ground } });
      setRejecting(false);
      done(t`Rejected. The author sees the reason.`);
    },
  });

  return (
    <div className="account-actions">
      <Button
        onPress={() => void publish()}
        isPending={publishing}
        aria-label={t`Publish the item by ${author}`}
      >
        <Trans>Publish</Trans>
      </Button>
      <Button
        variant="secondary"
        onPress={() => setRejecting(true)}
        aria-label={t`Reject the item by ${author}`}
      >
        <Trans>Reject</Trans>
      </Button>
      <Dialog title={t`Reject the item by ${author}`} isOpen={rejecting} onOpenChange={setRejecting}>
        <Form validationBehavior="aria" onSubmit={onSubmit}>
          <TextField
            multiline
            label={t`Reason (the author reads it)`}
            name="reason"
            value={reason}
            onChange={setReason}
            isRequired
            isInvalid={!!errors.reason}
            errorMessage={errors.reason}
          />
          <ChoiceField
            name="ground"
            label={t`Ground`}
            value={ground}
            onChange={(value) => setGround(value === 'law' ? 'law' : 'terms')}
            orientation="vertical"
            options={[
              { id: 'terms', label: t`Breach of the terms of use` },
              { id: 'law', label: t`Unlawful content` },
            ]}
          />
          <Button type="submit" isPending={pending}>
            <Trans>Reject</Trans>
          </Button>
        </Form>
      </Dialog>
    </div>
  );
}
