// /ds/profile: premium status and verification, the periods of premium with their rights, the
// verification request when it applies, the user's data and opt-ins, change password, download
// my data and delete account. The user is loaded fresh on opening, so a
// decision by staff shows without signing in again.
import { useEffect } from 'react';
import { Trans } from '@lingui/react/macro';
import { useSession, useSessionStore } from '../../session/use-session.ts';
import { OrdersList } from '../payments/index.ts';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';
import { DeleteAccountForm } from './DeleteAccountForm.tsx';
import { MyDataDownload } from './MyDataDownload.tsx';
import { PremiumPeriods } from './PremiumPeriods.tsx';
import { ProfileForm } from './ProfileForm.tsx';
import { VerificationRequestForm } from './VerificationRequestForm.tsx';
import { VerificationState } from './VerificationState.tsx';
import '../../styles/account-forms.css';

export default function ProfilePage() {
  const { user } = useSession();
  const store = useSessionStore();
  useEffect(() => {
    void store.refreshUser().catch(() => undefined);
  }, [store]);
  if (!user) return null;
  // Verification is for healthcare professionals; a commercial user is offered contact instead.
  const mayRequest =
    user.user_type !== 'commercial' &&
    !!user.email_verified_at &&
    (user.verification_status === 'not_verified' || user.verification_status === 'rejected');
  return (
    <section className="page">
      <h1>
        <Trans>Profile</Trans>
      </h1>
      <VerificationState user={user} />
      <PremiumPeriods periods={user.entitlements ?? []} />
      {mayRequest && <VerificationRequestForm key={user.verification_status} user={user} />}
      <OrdersList />
      <ProfileForm key={user.id} user={user} />
      <ChangePasswordForm />
      <MyDataDownload username={user.username} />
      <DeleteAccountForm />
    </section>
  );
}
