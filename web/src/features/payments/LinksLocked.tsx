// Shown on the product page instead of documents, links and publications when the user's plan
// does not include them: the device holds none of them (the gateway does not replicate them),
// so this is an invitation, not a hidden list.
import { Trans } from '@lingui/react/macro';
import { useLocalizePath } from '../../i18n/use-locale.ts';
import { Link } from '../../ui/Link.tsx';

export function LinksLocked() {
  const localize = useLocalizePath();
  return (
    <section
      className="product__section links-locked"
      aria-labelledby="links-locked-title"
      data-testid="links-locked"
    >
      <h2 id="links-locked-title">
        <Trans>Documents, links and publications</Trans>
      </h2>
      <p>
        <span aria-hidden="true">🔒 </span>
        <Trans>
          Your plan does not include documents, links and publications. Choose a plan with publications and
          links to read them.
        </Trans>
      </p>
      <Link href={localize('/pricing')} variant="button">
        <Trans>See plans with publications</Trans>
      </Link>
    </section>
  );
}
