import { Trans } from '@lingui/react/macro';

/** Terms of use. */
export default function TermsPage() {
  return (
    <article className="page prose" aria-labelledby="terms-title">
      <h1 id="terms-title">
        <Trans>Terms of use</Trans>
      </h1>
      <h2>
        <Trans>1. Scope</Trans>
      </h2>
      <p>
        <Trans>
          These terms apply to the use of POCT Atlas by healthcare professionals, institutions and commercial
          users.
        </Trans>
      </p>
      <h2>
        <Trans>2. Accounts</Trans>
      </h2>
      <p>
        <Trans>
          You keep your password secret and give truthful details when registering. Premium access for
          healthcare professionals requires verification and is limited in time.
        </Trans>
      </p>
      <h2>
        <Trans>3. Content</Trans>
      </h2>
      <p>
        <Trans>
          Product information, prices and publication summaries are compiled with care, without guarantee of
          completeness or accuracy. They do not replace the manufacturer's instructions for use or
          professional judgement.
        </Trans>
      </p>
      <h2>
        <Trans>4. Reviews and forum</Trans>
      </h2>
      <p>
        <Trans>
          Write factually and respectfully. Do not name staff of companies. We may remove posts that break
          these rules or the law.
        </Trans>
      </p>
      <h2>
        <Trans>5. Paid plans</Trans>
      </h2>
      <p>
        <Trans>
          Paid plans run for the period shown on the pricing page and are paid in advance. All prices are net
          prices plus VAT.
        </Trans>
      </p>
    </article>
  );
}
