// What guests and free users see on a product page: what premium unlocks, and how to get it.
// Nothing of the product itself is shown or fetched (details are premium).
import { Trans } from '@lingui/react/macro';
import { useLocation } from 'react-router';
import { PremiumPath } from '../payments/index.ts';
import { loginPathFor } from '../../routes/return-path.ts';
import { Link } from '../../ui/Link.tsx';

export function PremiumInvitation({ signedIn }: { signedIn: boolean }) {
  const { pathname } = useLocation();
  return (
    <section className="page premium-invitation" aria-labelledby="premium-invitation-title">
      <h1 id="premium-invitation-title">
        <Trans>Product details are part of premium access</Trans>
      </h1>
      <p>
        <Trans>
          Premium is free for verified healthcare professionals. With premium you get, also offline:
        </Trans>
      </p>
      <ul className="premium-invitation__list">
        <li>
          <Trans>every field of the product: description, manufacturer, distributor and provider</Trans>
        </li>
        <li>
          <Trans>its tests with sample type, sample volume and time to result</Trans>
        </li>
        <li>
          <Trans>connectivity: protocols, transmission options and sample types</Trans>
        </li>
        <li>
          <Trans>hardware, consumables and net prices</Trans>
        </li>
        <li>
          <Trans>up to ten publications since 2019 with signal colours, documents and videos</Trans>
        </li>
        <li>
          <Trans>quote requests, favourites, filters and comparison reports</Trans>
        </li>
      </ul>
      <div className="premium-invitation__actions">
        <PremiumPath />
        {!signedIn && (
          <Link href={loginPathFor(pathname)}>
            <Trans>Log in</Trans>
          </Link>
        )}
      </div>
    </section>
  );
}
