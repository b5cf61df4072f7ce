// Around every forum page: premium readers (and forum staff) get the page, once their device holds
// the forum; everyone else the invitation, and nothing of the forum is read or fetched.
import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import type { SyncEngine } from '../../db/replication/sync-engine.ts';
import { useLocalizePath } from '../../i18n/use-locale.ts';
import { useForumAccess } from './use-forum.ts';
import { Link } from '../../ui/Link.tsx';
import { Loading } from '../../workspace/LoadStates.tsx';
import './forum.css';

export function ForumGate({ children }: { children: (engine: SyncEngine) => ReactNode }) {
  const access = useForumAccess();
  const localize = useLocalizePath();
  if (access.kind === 'starting') return <Loading />;
  if (access.kind === 'none')
    return (
      <section className="page forum" aria-labelledby="forum-invitation">
        <h1 id="forum-invitation">
          <Trans>The forum is part of premium access</Trans>
        </h1>
        <p>
          <Trans>
            Premium readers read what colleagues discuss, also offline; verified healthcare professionals
            write threads and comments. Premium is free for verified healthcare professionals.
          </Trans>
        </p>
        <Link href={localize('/pricing')} variant="button">
          <Trans>Get premium access</Trans>
        </Link>
      </section>
    );
  return <>{children(access.engine)}</>;
}
