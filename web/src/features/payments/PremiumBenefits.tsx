import { Trans } from '@lingui/react/macro';

/** What premium adds to a free account. */
export function PremiumBenefits() {
  return (
    <ul className="benefits">
      <li>
        <Trans>Search with filters by parameter, sample volume and connectivity</Trans>
      </li>
      <li>
        <Trans>Full product details with every sub-product (test)</Trans>
      </li>
      <li>
        <Trans>Up to ten publications per product since 2019, with signal colours</Trans>
      </li>
      <li>
        <Trans>Comparison reports to print or save as PDF</Trans>
      </li>
      <li>
        <Trans>Reviews and the forum, and quote requests to suppliers</Trans>
      </li>
      <li>
        <Trans>The whole catalogue on your device, also offline</Trans>
      </li>
    </ul>
  );
}
