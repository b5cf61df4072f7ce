// What a signed-in user whose plan has no chat access sees at /ds/chat: what NoodleChat does and
// where to get it (the pricing page). Nothing is answered.
import { Trans } from '@lingui/react/macro';
import { useLocalizePath } from '../../i18n/use-locale.ts';
import { Link } from '../../ui/Link.tsx';

export function ChatAccessInvitation() {
  const localize = useLocalizePath();
  return (
    <section className="page" aria-labelledby="chat-invitation-title">
      <h1 id="chat-invitation-title">
        <Trans>NoodleChat needs a plan with chat access</Trans>
      </h1>
      <p>
        <Trans>
          NoodleChat answers questions about the catalogue in your own words, also offline. Your plan does not
          include chat access.
        </Trans>
      </p>
      <p>
        <Link href={localize('/pricing')}>
          <Trans>See the plans with chat access</Trans>
        </Link>
      </p>
    </section>
  );
}
