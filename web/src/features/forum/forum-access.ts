// Who reads and who writes in the forum, as the browser decides what to show (the gateway and
// the server decide again): premium readers and forum staff read, verified premium users write.
import { canReplicate } from '@poct/schemas';
import type { SessionUser } from '../../session/types.ts';

export function readsForum(user: SessionUser | null): boolean {
  return canReplicate(
    user && { premium: user.premium, permissions: user.role.permissions },
    'forum_threads',
    'pull',
  );
}

export function writesForum(user: SessionUser | null): boolean {
  return !!user && user.premium && user.verification_status === 'verified';
}
