// States of the user and role pages, whose data comes from the server (not from the device):
// loading, a failed load with a retry, and "saved" after a form sent the reader to the list.
import { Trans } from '@lingui/react/macro';
import { useLocation } from 'react-router';
import { Button } from '../../../ui/Button.tsx';

export function LoadFailed({ text, onRetry }: { text: string; onRetry(): void }) {
  return (
    <div role="alert" className="wf-load-failed">
      <p>{text}</p>
      <Button variant="secondary" onPress={onRetry}>
        <Trans>Try again</Trans>
      </Button>
    </div>
  );
}

/** "Saved" (or "deleted") after a form sent the reader here, announced politely. */
export function ServerSavedNotice() {
  const state = useLocation().state as { saved?: string } | null;
  const name = state?.saved;
  if (!name) return null;
  return (
    <p role="status" className="wf-saved">
      <Trans>“{name}” was saved.</Trans>
    </p>
  );
}
