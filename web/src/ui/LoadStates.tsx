// The states of a server read (lib/use-api-get.ts) every workspace list shares: the server's
// message with a retry, "Loading…" until the first answer, then the page's own content.
import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import type { Loaded } from '../lib/use-api-get.ts';
import { Button } from './Button.tsx';

export function LoadStates<T>({
  loaded,
  onRetry,
  children,
}: {
  loaded: Loaded<T>;
  onRetry(): void;
  children(data: T): ReactNode;
}) {
  if (loaded.error)
    return (
      <div role="alert">
        <p>{loaded.error}</p>
        <Button variant="secondary" onPress={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  if (!loaded.data)
    return (
      <p role="status">
        <Trans>Loading…</Trans>
      </p>
    );
  return <>{children(loaded.data)}</>;
}
