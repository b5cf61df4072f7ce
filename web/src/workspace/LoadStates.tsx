// The states every workspace screen shows around its data (one set for all of them, whatever
// the data's home): "Loading…", the failure with a retry, the 404 page, and "saved" after a
// form sent the reader back to the list.
import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation } from 'react-router';
import { Button } from '../ui/Button.tsx';
import { NotFoundPage, notFoundPath } from '../ui/NotFoundPage.tsx';
import { useReportNotFound } from '../routes/not-found-context.ts';
import type { Loaded } from '../lib/loaded.ts';

export function Loading() {
  return (
    <p role="status" className="wf-loading">
      <Trans>Loading…</Trans>
    </p>
  );
}

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

/**
 * A record the address names does not exist: the 404 page, as for a path that fails its route's
 * validity check (a retry cannot bring it back).
 */
export function NotFound() {
  const location = useLocation();
  const replaced = useReportNotFound(location.pathname);
  return replaced ? null : <NotFoundPage path={notFoundPath(location)} />;
}

/**
 * "Saved" after a form sent the reader here (the state useGoTo passes): stored by the server
 * (`server`), or on this device (`device`), which says it waits for a connection only when offline.
 */
export function SavedNotice({ where }: { where: 'device' | 'server' }) {
  const { t } = useLingui();
  const state = useLocation().state as { saved?: string } | null;
  const name = state?.saved;
  if (!name) return null;
  // `t`, not <Trans>: Trans reads tags in the text it is given, so a name with `<b>…</b>` in it
  // lost them (web/e2e/posts.spec.ts saves a post titled with markup).
  // Saved while online, the device sends it at once: no waiting for a connection to speak of.
  const waits = where === 'device' && !navigator.onLine;
  return (
    <p role="status" className="wf-saved">
      {waits
        ? t`“${name}” was saved on this device; it is sent to the server as soon as there is a connection.`
        : t`“${name}” was saved.`}
    </p>
  );
}

/** Loading, failed (with a retry) or missing; `children` once the data is there. */
export function LoadStates<T>({
  loaded,
  onRetry,
  children,
}: {
  loaded: Loaded<T>;
  onRetry(): void;
  children(value: T): ReactNode;
}) {
  if (loaded.state === 'loading') return <Loading />;
  if (loaded.state === 'missing') return <NotFound />;
  if (loaded.state === 'failed' && loaded.status === 404) return <NotFound />;
  if (loaded.state === 'failed') return <LoadFailed text={loaded.text} onRetry={onRetry} />;
  return <>{children(loaded.value)}</>;
}
