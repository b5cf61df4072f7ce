// Approve (premium until a chosen date, or the default duration) or reject one request; each
// sends its mail. Only users with `users-update` see these buttons; the server checks again.
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { TOAST_LIFE_MS } from '@poct/schemas';
import type { ListedUser } from '../../session/account-api.ts';
import { useApiErrorToast } from '../../session/api-error-toast.ts';
import { useAccountApi } from '../../session/use-account-api.ts';
import { Button } from '../../ui/Button.tsx';
import { DateField } from '../../ui/DateField.tsx';
import { showToast } from '../../ui/toast-queue.ts';

export function DecisionActions({ user, onDecided }: { user: ListedUser; onDecided: () => void }) {
  const { t } = useLingui();
  const api = useAccountApi();
  const toast = useApiErrorToast();
  const [until, setUntil] = useState('');
  const [pending, setPending] = useState<'approve' | 'reject' | null>(null);
  const name = `${user.first_name} ${user.last_name}`;

  async function decide(decision: 'approve' | 'reject') {
    setPending(decision);
    try {
      await api.decideVerification(user.id, {
        decision,
        ...(decision === 'approve' && until
          ? { premium_until: new Date(Date.parse(until) + 86_399_000).toISOString() }
          : {}),
      });
      showToast({
        severity: 'success',
        detail: 'error.fatal',
        text:
          decision === 'approve'
            ? t`${name} is verified; the approval email is on its way.`
            : t`${name} was rejected; the email is on its way.`,
        life: TOAST_LIFE_MS,
      });
      onDecided();
    } catch (error) {
      toast(error);
    } finally {
      setPending(null);
    }
  }

  return (
    <div className="account-actions">
      <DateField
        label={t`Premium until`}
        description={t`Empty: the default duration`}
        value={until}
        onChange={setUntil}
        aria-label={t`Premium until for ${name}`}
      />
      <Button
        onPress={() => void decide('approve')}
        isPending={pending === 'approve'}
        aria-label={t`Approve ${name}`}
      >
        <Trans>Approve</Trans>
      </Button>
      <Button
        variant="secondary"
        onPress={() => void decide('reject')}
        isPending={pending === 'reject'}
        aria-label={t`Reject ${name}`}
      >
        <Trans>Reject</Trans>
      </Button>
    </div>
  );
}
