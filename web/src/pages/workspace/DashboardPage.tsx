// The workspace start page. For now it greets the signed-in user and offers logout.
import { Trans } from '@lingui/react/macro';
import { displayName } from '../../session/display-name.ts';
import { useSession } from '../../session/use-session.ts';
import { useSignOut } from '../../session/use-sign-out.ts';
import { Button } from '../../ui/Button.tsx';

export default function DashboardPage() {
  const { user } = useSession();
  const signOut = useSignOut();
  if (!user) return null;
  const name = displayName(user);
  return (
    <section className="page">
      <h1>
        <Trans>Dashboard</Trans>
      </h1>
      <p>
        <Trans>Welcome, {name}.</Trans>
      </p>
      <Button variant="secondary" onPress={signOut}>
        <Trans>Log out</Trans>
      </Button>
    </section>
  );
}
