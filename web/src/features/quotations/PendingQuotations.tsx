// Quote requests written offline wait in the device's outbox. They must leave once the network is
// back whatever page the user opens after a restart, not only when the product page that wrote
// them is open again. The sender is loaded only while the signed-in user has something pending,
// so nobody else downloads it.
import { lazy, Suspense } from 'react';
import { useSession } from '../../session/use-session.ts';
import { OUTBOX_PREFIX } from './outbox.ts';

const OutboxRunner = lazy(() => import('./OutboxRunner.tsx'));

function hasPending(userId: string): boolean {
  return (window.localStorage.getItem(`${OUTBOX_PREFIX}${userId}`) ?? '').includes('"status":"pending"');
}

export function PendingQuotations() {
  const { user } = useSession();
  if (!user || !hasPending(user.id)) return null;
  return (
    <Suspense fallback={null}>
      <OutboxRunner />
    </Suspense>
  );
}
