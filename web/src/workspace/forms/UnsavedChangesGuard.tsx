// Unsaved changes prompt a warning before leaving: a link or the back button
// inside the app is held by the app history's blocker (routes/use-blocker.ts) and asks in our dialog; closing the tab or
// reloading asks through the browser's own beforeunload prompt.
import { useEffect, type RefObject } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useBlocker } from '../../routes/use-blocker.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';

/**
 * `dirty` is read when a navigation starts (a ref, so that the form's own navigation right after
 * saving is not held by a render that has not happened yet).
 */
export function UnsavedChangesGuard({ dirty }: { dirty: RefObject<boolean> }) {
  const { t } = useLingui();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty.current && currentLocation.pathname !== nextLocation.pathname,
  );
  const unsaved = dirty.current;

  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);

  if (blocker.state !== 'blocked') return null;
  return (
    <Dialog
      title={t`Unsaved changes`}
      isOpen
      isDismissable={false}
      closable={false}
      onOpenChange={(open) => !open && blocker.reset()}
    >
      <p>
        <Trans>You have unsaved changes. Do you want to leave this page and discard them?</Trans>
      </p>
      <div className="wf-actions">
        <Button autoFocus onPress={() => blocker.reset()}>
          <Trans>Stay on this page</Trans>
        </Button>
        <Button variant="secondary" onPress={() => blocker.proceed()}>
          <Trans>Leave and discard changes</Trans>
        </Button>
      </div>
    </Dialog>
  );
}
