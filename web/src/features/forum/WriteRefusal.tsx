// What premium readers who are not verified see where others write: who writes, and how to become
// a verified writer (a commercial reader is not offered verification). No "no permission" error:
// reading is what they may do here.
import { Trans } from '@lingui/react/macro';
import { useRoutePath } from '../../routes/navigation.ts';
import { useSession } from '../../session/use-session.ts';
import { Link } from '../../ui/Link.tsx';

export function WriteRefusal() {
  const path = useRoutePath();
  const { user } = useSession();
  const mayRequest =
    user?.user_type !== 'commercial' &&
    (user?.verification_status === 'not_verified' || user?.verification_status === 'rejected');
  return (
    <div className="forum__refusal" role="note">
      <p>
        <Trans>Verified healthcare professionals write in the forum.</Trans>
        {mayRequest && (
          <>
            {' '}
            <Link href={path('ds.profile')}>
              <Trans>Request verification in your profile</Trans>
            </Link>
          </>
        )}
      </p>
    </div>
  );
}
